const byId: Map<number, string> = new Map<string, string>();
