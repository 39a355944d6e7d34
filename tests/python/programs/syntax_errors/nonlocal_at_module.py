# nonlocal at module level.
nonlocal x
