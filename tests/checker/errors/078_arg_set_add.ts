const tags = new Set<string>();
tags.add(42);
