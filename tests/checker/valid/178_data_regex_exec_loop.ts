const log = "GET /a 200\nPOST /b 500\nGET /c 404";
const re = /^(\w+) (\S+) (\d{3})$/gm;
let m: RegExpExecArray | null;
const errors: string[] = [];
while ((m = re.exec(log)) !== null) {
  if (Number(m[3]) >= 400) errors.push(m[2]);
}
console.log(errors);
