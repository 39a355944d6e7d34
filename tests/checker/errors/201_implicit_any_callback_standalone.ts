const handlers = {
  onRow: function (row) {
    console.log(row);
  },
};
