const days: readonly string[] = ["mon", "tue"];
days.push("wed");
