// Method and accessor names: name property of methods, getters via descriptors, computed names.
const key = "dyn";
class N { method() {} get acc() { return 1; } [key + "Method"]() {} static st() {} }
const d = Object.getOwnPropertyDescriptor(N.prototype, "acc")!;
console.log(N.prototype.method.name, d.get!.name, (N.prototype as any).dynMethod.name, N.st.name, N.name);
const obj = { f() {}, g: function () {}, h: () => {}, ["c" + "k"]() {} };
console.log(obj.f.name, obj.g.name, obj.h.name, (obj as any).ck.name);
