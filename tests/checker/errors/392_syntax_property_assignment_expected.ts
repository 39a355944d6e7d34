const o = { , a: 1 };
