function slugify(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replaceall(" ", "-");
}
console.log(slugify("Hello World"));
