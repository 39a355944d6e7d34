# embed.cmake - turns python/lib/*.py (library modules written in Python) into one C file (run by CMake at build time):
#   cmake -DOUT=file.c -DINPUTS="python/lib/re.py;..." -P python/embed.cmake
# Each NAME.py becomes an entry {"NAME", bytes, length} of sx_py_lib_sources (ended by a NULL name).
set(_arrays "")
set(_table "")
set(_i 0)
foreach(_f ${INPUTS})
  get_filename_component(_name "${_f}" NAME_WE)
  file(READ "${_f}" _h HEX)
  string(LENGTH "${_h}" _n)
  math(EXPR _len "${_n} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," _bytes "${_h}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" _bytes "${_bytes}")
  string(APPEND _arrays "static const char src_${_i}[] = {\n${_bytes}0};\n")
  string(APPEND _table "    {\"${_name}\", src_${_i}, ${_len}},\n")
  math(EXPR _i "${_i} + 1")
endforeach()
file(WRITE "${OUT}.tmp"
  "/* Generated from python/lib/NAME.py by python/embed.cmake: the library modules written in Python. */\n"
  "#include <stddef.h>\n"
  "${_arrays}"
  "struct sx_py_lib_source { const char *name; const char *src; size_t len; };\n"
  "const struct sx_py_lib_source sx_py_lib_sources[] = {\n${_table}    {NULL, NULL, 0}};\n")
file(RENAME "${OUT}.tmp" "${OUT}")
