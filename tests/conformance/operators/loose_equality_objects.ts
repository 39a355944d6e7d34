// == with objects calls valueOf/toString; null/undefined only equal each other.
const v = { valueOf: () => 3 };
const s = { toString: () => "abc" };
console.log((v as any) == 3, (v as any) == "3", (s as any) == "abc", [1, 2] == ("1,2" as any), [] == (0 as any), [[]] == (0 as any), ({} as any) == "[object Object]");
console.log(null == undefined, null == (false as any), undefined == (0 as any), NaN == NaN, "" == (0 as any), "0" == (false as any), " \t\n" == (0 as any));
