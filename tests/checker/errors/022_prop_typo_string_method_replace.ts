const slug = "Hello World".toLowerCase().replaceall(" ", "-");
console.log(slug);
