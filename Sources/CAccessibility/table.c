/* AtkTable for a list: one column, a row for every row of every section (the list's row count),
 * any of them by number. The children are only the rows (and headings) on screen. */

#include "node.h"

static gint cax_table_get_n_rows(AtkTable *table) {
    return CAX_NODE(table)->rows;
}

static gint cax_table_get_n_columns(AtkTable *table) {
    (void)table;
    return 1;
}

static AtkObject *cax_table_ref_at(AtkTable *table, gint row, gint column) {
    if (column != 0) return NULL;
    CaxNode *node = cax_table_row(CAX_NODE(table), row);
    return node ? g_object_ref(ATK_OBJECT(node)) : NULL;
}

/* A child's index for a row, when that row is on screen (a child); -1 otherwise. */
static gint cax_table_get_index_at(AtkTable *table, gint row, gint column) {
    GPtrArray *children = CAX_NODE(table)->children;
    if (column != 0) return -1;
    for (guint i = 0; i < children->len; i++) {
        if (CAX_NODE(g_ptr_array_index(children, i))->row == row) return (gint)i;
    }
    return -1;
}

static gint cax_table_get_row_at_index(AtkTable *table, gint index) {
    GPtrArray *children = CAX_NODE(table)->children;
    if (index < 0 || (guint)index >= children->len) return -1;
    return CAX_NODE(g_ptr_array_index(children, index))->row;
}

static gint cax_table_get_column_at_index(AtkTable *table, gint index) {
    return cax_table_get_row_at_index(table, index) >= 0 ? 0 : -1;
}

static gint cax_table_get_selected_rows(AtkTable *table, gint **selected) {
    int32_t row = CAX_NODE(table)->selected_row;
    if (selected) *selected = NULL;
    if (row < 0) return 0;
    if (selected) {
        *selected = g_new(gint, 1);
        (*selected)[0] = row;
    }
    return 1;
}

static gboolean cax_table_is_row_selected(AtkTable *table, gint row) {
    return row >= 0 && CAX_NODE(table)->selected_row == row;
}

static gboolean cax_table_is_selected(AtkTable *table, gint row, gint column) {
    return column == 0 && cax_table_is_row_selected(table, row);
}

void cax_table_interface_init(AtkTableIface *iface) {
    iface->get_n_rows = cax_table_get_n_rows;
    iface->get_n_columns = cax_table_get_n_columns;
    iface->ref_at = cax_table_ref_at;
    iface->get_index_at = cax_table_get_index_at;
    iface->get_row_at_index = cax_table_get_row_at_index;
    iface->get_column_at_index = cax_table_get_column_at_index;
    iface->get_selected_rows = cax_table_get_selected_rows;
    iface->is_row_selected = cax_table_is_row_selected;
    iface->is_selected = cax_table_is_selected;
}
