// Check-latency snippet (500 lines): ten renamed copies of snippet_50.ts in one file.
interface Order1 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary1 = { customer: string; total: number; orders1: number };

function orderTotal1(order: Order1): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy1<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize1(orders1: Order1[]): Summary1[] {
  const live1 = orders1.filter((o) => o.status !== "cancelled");
  const byCustomer1 = groupBy1(live1, (o) => o.customer);
  return Object.keys(byCustomer1)
    .map((customer) => ({
      customer,
      total: byCustomer1[customer].reduce((sum, o) => sum + orderTotal1(o), 0),
      orders1: byCustomer1[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders1: Order1[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary1: Summary1[] = summarize1(orders1);
const best1: Summary1 | undefined = summary1[0];
const label1: string = best1 ? `${best1.customer}: ${best1.total.toFixed(2)}` : "none";
const notes1: string[] = orders1.map((o) => o.note ?? "-");
console.log(label1, notes1.join(","));
console.log(JSON.stringify(summary1));

interface Order2 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary2 = { customer: string; total: number; orders2: number };

function orderTotal2(order: Order2): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy2<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize2(orders2: Order2[]): Summary2[] {
  const live2 = orders2.filter((o) => o.status !== "cancelled");
  const byCustomer2 = groupBy2(live2, (o) => o.customer);
  return Object.keys(byCustomer2)
    .map((customer) => ({
      customer,
      total: byCustomer2[customer].reduce((sum, o) => sum + orderTotal2(o), 0),
      orders2: byCustomer2[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders2: Order2[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary2: Summary2[] = summarize2(orders2);
const best2: Summary2 | undefined = summary2[0];
const label2: string = best2 ? `${best2.customer}: ${best2.total.toFixed(2)}` : "none";
const notes2: string[] = orders2.map((o) => o.note ?? "-");
console.log(label2, notes2.join(","));
console.log(JSON.stringify(summary2));

interface Order3 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary3 = { customer: string; total: number; orders3: number };

function orderTotal3(order: Order3): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy3<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize3(orders3: Order3[]): Summary3[] {
  const live3 = orders3.filter((o) => o.status !== "cancelled");
  const byCustomer3 = groupBy3(live3, (o) => o.customer);
  return Object.keys(byCustomer3)
    .map((customer) => ({
      customer,
      total: byCustomer3[customer].reduce((sum, o) => sum + orderTotal3(o), 0),
      orders3: byCustomer3[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders3: Order3[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary3: Summary3[] = summarize3(orders3);
const best3: Summary3 | undefined = summary3[0];
const label3: string = best3 ? `${best3.customer}: ${best3.total.toFixed(2)}` : "none";
const notes3: string[] = orders3.map((o) => o.note ?? "-");
console.log(label3, notes3.join(","));
console.log(JSON.stringify(summary3));

interface Order4 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary4 = { customer: string; total: number; orders4: number };

function orderTotal4(order: Order4): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy4<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize4(orders4: Order4[]): Summary4[] {
  const live4 = orders4.filter((o) => o.status !== "cancelled");
  const byCustomer4 = groupBy4(live4, (o) => o.customer);
  return Object.keys(byCustomer4)
    .map((customer) => ({
      customer,
      total: byCustomer4[customer].reduce((sum, o) => sum + orderTotal4(o), 0),
      orders4: byCustomer4[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders4: Order4[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary4: Summary4[] = summarize4(orders4);
const best4: Summary4 | undefined = summary4[0];
const label4: string = best4 ? `${best4.customer}: ${best4.total.toFixed(2)}` : "none";
const notes4: string[] = orders4.map((o) => o.note ?? "-");
console.log(label4, notes4.join(","));
console.log(JSON.stringify(summary4));

interface Order5 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary5 = { customer: string; total: number; orders5: number };

function orderTotal5(order: Order5): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy5<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize5(orders5: Order5[]): Summary5[] {
  const live5 = orders5.filter((o) => o.status !== "cancelled");
  const byCustomer5 = groupBy5(live5, (o) => o.customer);
  return Object.keys(byCustomer5)
    .map((customer) => ({
      customer,
      total: byCustomer5[customer].reduce((sum, o) => sum + orderTotal5(o), 0),
      orders5: byCustomer5[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders5: Order5[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary5: Summary5[] = summarize5(orders5);
const best5: Summary5 | undefined = summary5[0];
const label5: string = best5 ? `${best5.customer}: ${best5.total.toFixed(2)}` : "none";
const notes5: string[] = orders5.map((o) => o.note ?? "-");
console.log(label5, notes5.join(","));
console.log(JSON.stringify(summary5));

interface Order6 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary6 = { customer: string; total: number; orders6: number };

function orderTotal6(order: Order6): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy6<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize6(orders6: Order6[]): Summary6[] {
  const live6 = orders6.filter((o) => o.status !== "cancelled");
  const byCustomer6 = groupBy6(live6, (o) => o.customer);
  return Object.keys(byCustomer6)
    .map((customer) => ({
      customer,
      total: byCustomer6[customer].reduce((sum, o) => sum + orderTotal6(o), 0),
      orders6: byCustomer6[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders6: Order6[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary6: Summary6[] = summarize6(orders6);
const best6: Summary6 | undefined = summary6[0];
const label6: string = best6 ? `${best6.customer}: ${best6.total.toFixed(2)}` : "none";
const notes6: string[] = orders6.map((o) => o.note ?? "-");
console.log(label6, notes6.join(","));
console.log(JSON.stringify(summary6));

interface Order7 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary7 = { customer: string; total: number; orders7: number };

function orderTotal7(order: Order7): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy7<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize7(orders7: Order7[]): Summary7[] {
  const live7 = orders7.filter((o) => o.status !== "cancelled");
  const byCustomer7 = groupBy7(live7, (o) => o.customer);
  return Object.keys(byCustomer7)
    .map((customer) => ({
      customer,
      total: byCustomer7[customer].reduce((sum, o) => sum + orderTotal7(o), 0),
      orders7: byCustomer7[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders7: Order7[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary7: Summary7[] = summarize7(orders7);
const best7: Summary7 | undefined = summary7[0];
const label7: string = best7 ? `${best7.customer}: ${best7.total.toFixed(2)}` : "none";
const notes7: string[] = orders7.map((o) => o.note ?? "-");
console.log(label7, notes7.join(","));
console.log(JSON.stringify(summary7));

interface Order8 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary8 = { customer: string; total: number; orders8: number };

function orderTotal8(order: Order8): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy8<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize8(orders8: Order8[]): Summary8[] {
  const live8 = orders8.filter((o) => o.status !== "cancelled");
  const byCustomer8 = groupBy8(live8, (o) => o.customer);
  return Object.keys(byCustomer8)
    .map((customer) => ({
      customer,
      total: byCustomer8[customer].reduce((sum, o) => sum + orderTotal8(o), 0),
      orders8: byCustomer8[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders8: Order8[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary8: Summary8[] = summarize8(orders8);
const best8: Summary8 | undefined = summary8[0];
const label8: string = best8 ? `${best8.customer}: ${best8.total.toFixed(2)}` : "none";
const notes8: string[] = orders8.map((o) => o.note ?? "-");
console.log(label8, notes8.join(","));
console.log(JSON.stringify(summary8));

interface Order9 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary9 = { customer: string; total: number; orders9: number };

function orderTotal9(order: Order9): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy9<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize9(orders9: Order9[]): Summary9[] {
  const live9 = orders9.filter((o) => o.status !== "cancelled");
  const byCustomer9 = groupBy9(live9, (o) => o.customer);
  return Object.keys(byCustomer9)
    .map((customer) => ({
      customer,
      total: byCustomer9[customer].reduce((sum, o) => sum + orderTotal9(o), 0),
      orders9: byCustomer9[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders9: Order9[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary9: Summary9[] = summarize9(orders9);
const best9: Summary9 | undefined = summary9[0];
const label9: string = best9 ? `${best9.customer}: ${best9.total.toFixed(2)}` : "none";
const notes9: string[] = orders9.map((o) => o.note ?? "-");
console.log(label9, notes9.join(","));
console.log(JSON.stringify(summary9));

interface Order10 {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary10 = { customer: string; total: number; orders10: number };

function orderTotal10(order: Order10): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy10<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize10(orders10: Order10[]): Summary10[] {
  const live10 = orders10.filter((o) => o.status !== "cancelled");
  const byCustomer10 = groupBy10(live10, (o) => o.customer);
  return Object.keys(byCustomer10)
    .map((customer) => ({
      customer,
      total: byCustomer10[customer].reduce((sum, o) => sum + orderTotal10(o), 0),
      orders10: byCustomer10[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders10: Order10[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary10: Summary10[] = summarize10(orders10);
const best10: Summary10 | undefined = summary10[0];
const label10: string = best10 ? `${best10.customer}: ${best10.total.toFixed(2)}` : "none";
const notes10: string[] = orders10.map((o) => o.note ?? "-");
console.log(label10, notes10.join(","));
console.log(JSON.stringify(summary10));
