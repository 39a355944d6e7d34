// JSON.parse accepts only JSON whitespace; unicode escapes and raw unicode both work.
console.log(JSON.parse(' \t\n\r{"a" : [ 1 , 2 ] } '), JSON.parse('"\\u00e9\\u4e2d"'), JSON.parse('"é中😀"'), JSON.parse('"\\b\\f\\n\\r\\t"').length);
try { JSON.parse("\u00a0[]"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('"\\u12"'); } catch (e) { console.log((e as Error).message); }
try { JSON.parse('{"a":1}}'); } catch (e) { console.log((e as Error).message); }
