const totalChars = ["ab", "c"].reduce((acc: number, s: string) => acc + s.length, "");
