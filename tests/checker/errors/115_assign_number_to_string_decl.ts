const pageCount = 42;
const title: string = pageCount;
console.log(`Title: ${title}`);
