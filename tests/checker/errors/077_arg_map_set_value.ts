const ages = new Map<string, number>();
ages.set("alice", "31");
