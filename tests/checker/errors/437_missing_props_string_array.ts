const tags: string[] = "a,b,c";
