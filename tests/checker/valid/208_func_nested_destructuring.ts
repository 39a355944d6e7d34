const response = {
  data: { user: { id: 7, tags: ["a", "b"] } },
  meta: { page: 1 },
};
const {
  data: {
    user: { id, tags: [firstTag] },
  },
  meta: { page: currentPage },
} = response;
console.log(id, firstTag, currentPage);
