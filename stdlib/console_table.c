/* console_table.c - console.table's text, after node 20's console table() and lib/internal/cli_table.js. */
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/*
 * The table is built as node builds it: a list of column names (head) and, for each, a column
 * array of cell texts that may have holes (an empty cell). Columns are kept in a null-prototype
 * object keyed by name, so their order is JavaScript's property order (integer names first), as
 * node's `map` object gives it. Everything built here is rooted on the temporaries stack.
 */

/* node's _inspect of a cell: depth 0 (-1 for an object with more than 2 keys), at most 3 array
 * items, no line breaks. */
static sx_string *cell_text(sx_vm *vm, sx_value v) {
    sx_inspect_options o = {0, 3, 1e300};
    if (sx_is_object(v) && !sx_is_array(v)) {
        sx_object *keys = sx_own_keys(vm, sx_as_object(v), true);
        if (keys == NULL) return NULL;
        if (keys->u.array.len > 2) o.depth = -1;
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!sx_inspect_opts(vm, &b, v, &o)) {
        sx_strbuf_discard(&b);
        return NULL;
    }
    return sx_strbuf_finish(&b);
}

static uint32_t text_width(sx_vm *vm, const sx_string *s) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_string(&b, s);
    uint32_t w = sx_inspect_width(&b);
    sx_strbuf_discard(&b);
    return w;
}

/* column[i] := text (the column grows with holes). */
static bool put_cell(sx_vm *vm, sx_object *column, uint32_t i, sx_string *text) {
    while (column->u.array.len <= i)
        if (!sx_array_push(vm, column, SX_EMPTY)) return false;
    column->u.array.items[i] = sx_from_string(text);
    return true;
}

/* The column called name in cols (made when missing). */
static sx_object *column_of(sx_vm *vm, sx_object *cols, sx_string *name) {
    sx_value c = sx_object_find_data(vm, cols, name);
    if (sx_is_object(c)) return sx_as_object(c);
    sx_object *col = sx_array_new(vm, 4);
    if (col == NULL || !sx_object_define(vm, cols, name, sx_from_object(col), SX_PROP_DEFAULT)) return NULL;
    return col;
}

/* head.push(name) */
static bool push_name(sx_vm *vm, sx_object *head, const char *name) {
    sx_string *s = sx_atom(vm, name);
    return s != NULL && sx_array_push(vm, head, sx_from_string(s));
}

/* -- rendering (cli_table.js) -- */

static void repeat(sx_strbuf *b, uint16_t unit, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) sx_strbuf_unit(b, unit);
}

static void divider(sx_strbuf *b, const uint32_t *widths, uint32_t n, uint16_t left, uint16_t mid, uint16_t right) {
    sx_strbuf_unit(b, left);
    for (uint32_t i = 0; i < n; i++) {
        if (i > 0) sx_strbuf_unit(b, mid);
        repeat(b, 0x2500, widths[i] + 2); /* ─ */
    }
    sx_strbuf_unit(b, right);
}

/* The text of cell j of column c ("" for a hole or past its end). */
static sx_string *cell_at(sx_vm *vm, const sx_object *column, uint32_t j) {
    sx_value v = j < column->u.array.len ? column->u.array.items[j] : SX_EMPTY;
    return sx_is_string(v) ? sx_as_string(v) : vm->atoms.empty;
}

static void render_row(sx_vm *vm, sx_strbuf *b, sx_string *const *cells, const uint32_t *widths, uint32_t n) {
    sx_strbuf_unit(b, 0x2502); /* │ */
    for (uint32_t i = 0; i < n; i++) {
        sx_strbuf_unit(b, ' ');
        sx_strbuf_string(b, cells[i]);
        repeat(b, ' ', widths[i] - text_width(vm, cells[i]) + 1);
        sx_strbuf_unit(b, 0x2502);
    }
}

/* head: array of n strings; columns: array of n column arrays. */
static sx_value render(sx_vm *vm, sx_object *head, sx_object *columns) {
    uint32_t n = head->u.array.len, rows = 0;
    uint32_t *widths = sx_mem_alloc(vm, (n + 1) * sizeof *widths);
    sx_string **cells = sx_mem_alloc(vm, (n + 1) * sizeof *cells);
    if (widths == NULL || cells == NULL) {
        if (widths != NULL) sx_mem_free(vm, widths, (n + 1) * sizeof *widths);
        if (cells != NULL) sx_mem_free(vm, cells, (n + 1) * sizeof *cells);
        return sx_throw_oom(vm);
    }
    for (uint32_t i = 0; i < n; i++) {
        sx_object *col = sx_as_object(columns->u.array.items[i]);
        if (col->u.array.len > rows) rows = col->u.array.len;
    }
    if (!sx_meter_elements(vm, (uint64_t)n * (rows + 1))) { /* each cell measured is charged */
        sx_mem_free(vm, widths, (n + 1) * sizeof *widths);
        sx_mem_free(vm, cells, (n + 1) * sizeof *cells);
        return SX_EXCEPTION;
    }
    for (uint32_t i = 0; i < n; i++) {
        sx_object *col = sx_as_object(columns->u.array.items[i]);
        widths[i] = text_width(vm, sx_as_string(head->u.array.items[i]));
        for (uint32_t j = 0; j < rows; j++) {
            uint32_t w = text_width(vm, cell_at(vm, col, j));
            if (w > widths[i]) widths[i] = w;
        }
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    divider(&b, widths, n, 0x250C, 0x252C, 0x2510); /* ┌ ┬ ┐ */
    sx_strbuf_unit(&b, '\n');
    for (uint32_t i = 0; i < n; i++) cells[i] = sx_as_string(head->u.array.items[i]);
    render_row(vm, &b, cells, widths, n);
    sx_strbuf_unit(&b, '\n');
    divider(&b, widths, n, 0x251C, 0x253C, 0x2524); /* ├ ┼ ┤ */
    sx_strbuf_unit(&b, '\n');
    for (uint32_t j = 0; j < rows && !b.failed; j++) { /* a failed builder stops the table */
        for (uint32_t i = 0; i < n; i++) cells[i] = cell_at(vm, sx_as_object(columns->u.array.items[i]), j);
        render_row(vm, &b, cells, widths, n);
        sx_strbuf_unit(&b, '\n');
    }
    divider(&b, widths, n, 0x2514, 0x2534, 0x2518); /* └ ┴ ┘ */
    sx_mem_free(vm, widths, (n + 1) * sizeof *widths);
    sx_mem_free(vm, cells, (n + 1) * sizeof *cells);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* -- the table of a Map or Set: an iteration index, (keys,) values -- */

static sx_value collection_table(sx_vm *vm, sx_object *coll, sx_object *head, sx_object *columns) {
    bool is_map = coll->cls == SX_CLASS_MAP;
    sx_object *entries = sx_array_new(vm, 8); /* a snapshot: inspecting may run guest code */
    if (entries == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(entries));
    sx_value k, v;
    for (uint32_t pos = 0; sx_collection_entry(coll, &pos, &k, &v);)
        if (!sx_array_push(vm, entries, k) || !sx_array_push(vm, entries, v)) return SX_EXCEPTION;
    const char *names[] = {"(iteration index)", "Key", "Values"};
    sx_object *cols[3];
    for (int c = 0; c < 3; c++) {
        if (!is_map && c == 1) continue;
        cols[c] = sx_array_new(vm, 8);
        if (cols[c] == NULL || !push_name(vm, head, names[c]) || !sx_array_push(vm, columns, sx_from_object(cols[c])))
            return SX_EXCEPTION;
    }
    for (uint32_t i = 0; i * 2 < entries->u.array.len; i++) {
        sx_string *index = cell_text(vm, sx_number(i));
        if (index == NULL || !put_cell(vm, cols[0], i, index)) return SX_EXCEPTION;
        if (is_map) {
            sx_string *key = cell_text(vm, entries->u.array.items[2 * i]);
            if (key == NULL || !put_cell(vm, cols[1], i, key)) return SX_EXCEPTION;
        }
        sx_string *value = cell_text(vm, entries->u.array.items[2 * i + (is_map ? 1 : 0)]);
        if (value == NULL || !put_cell(vm, cols[2], i, value)) return SX_EXCEPTION;
    }
    return render(vm, head, columns);
}

/* -- the table of any other object: one row per own enumerable key -- */

/* Fill the cells of row i from item (an object, or a primitive when properties are given). */
static bool fill_row(sx_vm *vm, sx_object *cols, uint32_t i, sx_value item, sx_value props) {
    bool primitive = !sx_is_object(item);
    sx_object *keys = sx_is_array(props) ? sx_as_object(props) : sx_own_keys(vm, sx_as_object(item), true);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t k = 0; k < keys->u.array.len; k++) {
        sx_string *name = sx_to_property_key(vm, sx_array_get(keys, k));
        if (name == NULL) return false;
        sx_temp_push(vm, sx_from_string(name));
        sx_object *col = column_of(vm, cols, name);
        if (col == NULL) return false;
        sx_temp_push(vm, sx_from_object(col));
        bool own = false;
        sx_value v = SX_UNDEFINED;
        if (!primitive) {
            v = sx_get_own(vm, sx_as_object(item), name, &own);
            if (v == SX_EXCEPTION) return false;
        }
        sx_string *text = own ? cell_text(vm, v) : vm->atoms.empty;
        if (text == NULL || !put_cell(vm, col, i, text)) return false;
        sx_temp_pop(vm, 2);
    }
    sx_temp_pop(vm, 1);
    return true;
}

static sx_value object_table(sx_vm *vm, sx_value data, sx_value props, sx_object *head, sx_object *columns) {
    sx_object *index = sx_own_keys(vm, sx_as_object(data), true);
    sx_object *cols = index ? sx_object_new(vm, SX_CLASS_OBJECT, NULL) : NULL;
    sx_object *values = cols ? sx_array_new(vm, 4) : NULL;
    if (values == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(index));
    sx_temp_push(vm, sx_from_object(cols));
    sx_temp_push(vm, sx_from_object(values));
    bool has_primitives = false;
    for (uint32_t i = 0; i < index->u.array.len; i++) {
        sx_value item = sx_get(vm, data, sx_as_string(index->u.array.items[i]));
        if (item == SX_EXCEPTION) return item;
        sx_temp_push(vm, item);
        if (props == SX_UNDEFINED && !sx_is_object(item)) {
            has_primitives = true;
            sx_string *text = cell_text(vm, item);
            if (text == NULL || !put_cell(vm, values, i, text)) return SX_EXCEPTION;
        } else if (!fill_row(vm, cols, i, item, props)) {
            return SX_EXCEPTION;
        }
        sx_temp_pop(vm, 1);
    }
    if (!push_name(vm, head, "(index)") || !sx_array_push(vm, columns, sx_from_object(index))) return SX_EXCEPTION;
    sx_object *names = sx_own_keys(vm, cols, false);
    if (names == NULL) return SX_EXCEPTION;
    for (uint32_t k = 0; k < names->u.array.len; k++)
        if (!sx_array_push(vm, head, names->u.array.items[k]) ||
            !sx_array_push(vm, columns, sx_object_find_data(vm, cols, sx_as_string(names->u.array.items[k]))))
            return SX_EXCEPTION;
    if (has_primitives && (!push_name(vm, head, "Values") || !sx_array_push(vm, columns, sx_from_object(values))))
        return SX_EXCEPTION;
    return render(vm, head, columns);
}

/* console.table(data, properties)'s text for an object data (properties: an array or undefined). */
sx_value sx_console_table(sx_vm *vm, sx_value data, sx_value properties) {
    sx_object *head = sx_array_new(vm, 4), *columns = head ? sx_array_new(vm, 4) : NULL;
    if (columns == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(head));
    sx_temp_push(vm, sx_from_object(columns));
    sx_object *o = sx_as_object(data);
    sx_value r = o->cls == SX_CLASS_MAP || o->cls == SX_CLASS_SET ? collection_table(vm, o, head, columns)
                                                                  : object_table(vm, data, properties, head, columns);
    return r;
}
