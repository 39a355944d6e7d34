interface Company { ceo?: { address?: { city?: string } }; tags?: string[] }
const cs: Company[] = [{ ceo: { address: { city: "Oslo" } } }, {}, { tags: ["x"] }];
for (const c of cs) {
  console.log(c.ceo?.address?.city ?? "unknown", c.tags?.[0]?.toUpperCase(), c.tags?.length ?? 0);
}
