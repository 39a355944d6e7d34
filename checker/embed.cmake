# embed.cmake - turns the stdlib .d.ts files into a C array (run by CMake at build time):
#   cmake -DOUT=file.c -DINPUTS="a.d.ts;b.d.ts" -P checker/embed.cmake
set(_hex "")
foreach(_f ${INPUTS})
  file(READ "${_f}" _h HEX)
  string(APPEND _hex "${_h}")
endforeach()
string(LENGTH "${_hex}" _n)
math(EXPR _len "${_n} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," _bytes "${_hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" _bytes "${_bytes}")
file(WRITE "${OUT}.tmp"
  "/* Generated from the .d.ts files of stdlib/ by checker/embed.cmake: the checker's standard library declarations. */\n"
  "const char sx_stdlib_dts[] = {\n${_bytes}0};\n"
  "const unsigned sx_stdlib_dts_len = ${_len};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
