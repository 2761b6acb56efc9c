#ifndef CAX_NODE_H
#define CAX_NODE_H

#include "lazy.h"
#include "CAccessibility.h"

/* Every node is one instance layout; the kinds are subclasses that add interfaces (GObject
 * interfaces belong to a type, so a text field needs a type of its own). */
struct CaxNode {
    AtkObject parent;
    CaxKind kind;
    uint64_t key;
    uint32_t states;
    /* Set after the app's first description: changes before it are not announced. */
    gboolean described;
    gboolean defunct;
    double x, y, width, height;
    GPtrArray *children;
    char *action;
    int32_t level;
    /* A table's rows and selected row; a cell's row. */
    int32_t rows, selected_row, row;
    /* A text node's UTF-8 text, its length in characters, caret and anchor. */
    char *text;
    int32_t length, caret, anchor;
};

typedef struct {
    AtkObjectClass parent_class;
} CaxNodeClass;

GType cax_node_get_type(void);
GType cax_window_node_get_type(void);
GType cax_table_node_get_type(void);
GType cax_text_node_get_type(void);

#define CAX_TYPE_NODE (cax_node_get_type())
#define CAX_NODE(object) (G_TYPE_CHECK_INSTANCE_CAST((object), CAX_TYPE_NODE, CaxNode))
#define CAX_IS_NODE(object) (G_TYPE_CHECK_INSTANCE_TYPE((object), CAX_TYPE_NODE))

/* Hands a client's request to the app (bridge.c). */
gboolean cax_request(const CaxRequest *request);
/* The app's node for a table's row (bridge.c). */
CaxNode *cax_table_row(CaxNode *table, int32_t row);
/* Window points to the coordinates a client asked for (bridge.c). */
void cax_convert_point(double *x, double *y, AtkCoordType coords);
double cax_window_scale(void);

void cax_table_interface_init(AtkTableIface *iface);
void cax_text_interface_init(AtkTextIface *iface);
void cax_editable_text_interface_init(AtkEditableTextIface *iface);

#endif
