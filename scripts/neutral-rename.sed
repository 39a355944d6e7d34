# neutral-rename.sed - gives sx_object.u's shapes and sx_coroutine's fields language-neutral names (vm/vm.h):
#   u.wrapper.primitive -> u.box.value, u.iter -> u.cursor, u.promise -> u.future,
#   sx_coroutine.generator -> .yielding, .await_yield -> .yield_flag.
#   sed -E -i -f scripts/neutral-rename.sed $(git ls-files '*.c' '*.h')   (C files only; for merging older branches)
s/\bu\.wrapper\.primitive\b/u.box.value/g
s/\bu\.wrapper\b/u.box/g
s/\bu\.iter\b/u.cursor/g
s/\bu\.promise\b/u.future/g
s/(u\.coro->|\bc->)generator\b/\1yielding/g
s/\bawait_yield\b/yield_flag/g
# the declarations in vm/vm.h
s/^([ ]+)sx_value primitive;/\1sx_value value;/
s/^([ ]+)\} wrapper;/\1} box;/
s/^([ ]+)\} iter;/\1} cursor;/
s/^([ ]+)\} promise;/\1} future;/
s/^([ ]+)bool generator;/\1bool yielding;/
