console.tabel([{ a: 1 }]);
