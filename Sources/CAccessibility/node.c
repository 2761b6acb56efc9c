/* The AtkObject subclass every accessible of the app is, with AtkComponent and AtkAction; the
 * setters compare before they store, and announce only what changed. */

#include "node.h"
#include <string.h>

static void cax_component_interface_init(AtkComponentIface *iface);
static void cax_action_interface_init(AtkActionIface *iface);
static void cax_window_interface_init(AtkWindowIface *iface) { (void)iface; }

G_DEFINE_TYPE_WITH_CODE(CaxNode, cax_node, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, cax_component_interface_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, cax_action_interface_init))

typedef CaxNode CaxWindowNode;
typedef CaxNodeClass CaxWindowNodeClass;
G_DEFINE_TYPE_WITH_CODE(CaxWindowNode, cax_window_node, CAX_TYPE_NODE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, cax_window_interface_init))
static void cax_window_node_class_init(CaxWindowNodeClass *klass) { (void)klass; }
static void cax_window_node_init(CaxWindowNode *node) { (void)node; }

typedef CaxNode CaxTableNode;
typedef CaxNodeClass CaxTableNodeClass;
G_DEFINE_TYPE_WITH_CODE(CaxTableNode, cax_table_node, CAX_TYPE_NODE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, cax_table_interface_init))
static void cax_table_node_class_init(CaxTableNodeClass *klass) { (void)klass; }
static void cax_table_node_init(CaxTableNode *node) { (void)node; }

typedef CaxNode CaxTextNode;
typedef CaxNodeClass CaxTextNodeClass;
G_DEFINE_TYPE_WITH_CODE(CaxTextNode, cax_text_node, CAX_TYPE_NODE,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, cax_text_interface_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, cax_editable_text_interface_init))
static void cax_text_node_class_init(CaxTextNodeClass *klass) { (void)klass; }
static void cax_text_node_init(CaxTextNode *node) { (void)node; }

/* Each CaxState bit's ATK state, in bit order. */
static const AtkStateType state_types[] = {
    ATK_STATE_ENABLED, ATK_STATE_SENSITIVE, ATK_STATE_VISIBLE, ATK_STATE_SHOWING,
    ATK_STATE_FOCUSABLE, ATK_STATE_FOCUSED, ATK_STATE_SELECTABLE, ATK_STATE_SELECTED,
    ATK_STATE_CHECKABLE, ATK_STATE_CHECKED, ATK_STATE_PRESSED, ATK_STATE_EDITABLE,
    ATK_STATE_SINGLE_LINE, ATK_STATE_ACTIVE, ATK_STATE_SELECTABLE_TEXT,
    ATK_STATE_RESIZABLE,
};

/* Each CaxRole's ATK role. */
static const AtkRole atk_roles[] = {
    [CaxRoleApplication] = ATK_ROLE_APPLICATION, [CaxRoleFrame] = ATK_ROLE_FRAME, [CaxRoleToolBar] = ATK_ROLE_TOOL_BAR,
    [CaxRolePushButton] = ATK_ROLE_PUSH_BUTTON, [CaxRoleLabel] = ATK_ROLE_LABEL, [CaxRoleTable] = ATK_ROLE_TABLE,
    [CaxRoleTableCell] = ATK_ROLE_TABLE_CELL, [CaxRoleHeading] = ATK_ROLE_HEADING, [CaxRoleEntry] = ATK_ROLE_ENTRY,
    [CaxRoleNotification] = ATK_ROLE_NOTIFICATION, [CaxRoleDialog] = ATK_ROLE_DIALOG, [CaxRoleMenu] = ATK_ROLE_MENU,
    [CaxRoleMenuItem] = ATK_ROLE_MENU_ITEM,
};

static AtkRole atk_role(CaxRole role) {
    return (unsigned)role < G_N_ELEMENTS(atk_roles) ? atk_roles[role] : ATK_ROLE_UNKNOWN;
}

/* MARK: AtkObject */

static gint cax_node_get_n_children(AtkObject *object) {
    return (gint)CAX_NODE(object)->children->len;
}

static AtkObject *cax_node_ref_child(AtkObject *object, gint index) {
    GPtrArray *children = CAX_NODE(object)->children;
    if (index < 0 || (guint)index >= children->len) return NULL;
    return g_object_ref(g_ptr_array_index(children, index));
}

static gint cax_node_get_index_in_parent(AtkObject *object) {
    AtkObject *parent = object->accessible_parent;
    guint index;
    if (parent && CAX_IS_NODE(parent) && g_ptr_array_find(CAX_NODE(parent)->children, object, &index)) return (gint)index;
    return -1;
}

static AtkStateSet *cax_node_ref_state_set(AtkObject *object) {
    CaxNode *node = CAX_NODE(object);
    AtkStateSet *set = atk_state_set_new();
    if (node->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    for (guint bit = 0; bit < G_N_ELEMENTS(state_types); bit++) {
        if (node->states & (1u << bit)) atk_state_set_add_state(set, state_types[bit]);
    }
    return set;
}

static AtkAttributeSet *cax_node_get_attributes(AtkObject *object) {
    CaxNode *node = CAX_NODE(object);
    AtkAttributeSet *attributes = NULL;
    if (node->level > 0) {
        AtkAttribute *level = g_new(AtkAttribute, 1);
        level->name = g_strdup("level");
        level->value = g_strdup_printf("%d", node->level);
        attributes = g_slist_prepend(attributes, level);
    }
    return attributes;
}

static void cax_node_finalize(GObject *object) {
    CaxNode *node = CAX_NODE(object);
    g_ptr_array_unref(node->children);
    g_free(node->action);
    g_free(node->text);
    G_OBJECT_CLASS(cax_node_parent_class)->finalize(object);
}

static void cax_node_class_init(CaxNodeClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = cax_node_get_n_children;
    atk->ref_child = cax_node_ref_child;
    atk->get_index_in_parent = cax_node_get_index_in_parent;
    atk->ref_state_set = cax_node_ref_state_set;
    atk->get_attributes = cax_node_get_attributes;
    G_OBJECT_CLASS(klass)->finalize = cax_node_finalize;
}

static void cax_node_init(CaxNode *node) {
    node->children = g_ptr_array_new_with_free_func(g_object_unref);
    node->selected_row = -1;
    node->row = -1;
    node->text = g_strdup("");
}

/* MARK: AtkComponent */

static void cax_component_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                      AtkCoordType coords) {
    CaxNode *node = CAX_NODE(component);
    double left = node->x, top = node->y, scale = cax_window_scale();
    cax_convert_point(&left, &top, coords);
    if (x) *x = (gint)left;
    if (y) *y = (gint)top;
    if (width) *width = (gint)(node->width * scale);
    if (height) *height = (gint)(node->height * scale);
}

static gboolean cax_component_grab_focus(AtkComponent *component) {
    CaxRequest request = { .kind = CaxRequestFocus, .key = CAX_NODE(component)->key };
    return cax_request(&request);
}

static gboolean cax_component_scroll_to(AtkComponent *component, AtkScrollType type) {
    CaxRequest request = { .kind = CaxRequestScrollTo, .key = CAX_NODE(component)->key, .index = (int32_t)type };
    return cax_request(&request);
}

static AtkLayer cax_component_get_layer(AtkComponent *component) {
    return CAX_NODE(component)->kind == CaxKindWindow ? ATK_LAYER_WINDOW : ATK_LAYER_WIDGET;
}

static void cax_component_interface_init(AtkComponentIface *iface) {
    iface->get_extents = cax_component_get_extents;
    iface->grab_focus = cax_component_grab_focus;
    iface->scroll_to = cax_component_scroll_to;
    iface->get_layer = cax_component_get_layer;
}

/* MARK: AtkAction */

static gint cax_action_get_n_actions(AtkAction *action) {
    return CAX_NODE(action)->action ? 1 : 0;
}

static const gchar *cax_action_get_name(AtkAction *action, gint index) {
    return index == 0 ? CAX_NODE(action)->action : NULL;
}

static gboolean cax_action_do_action(AtkAction *action, gint index) {
    CaxNode *node = CAX_NODE(action);
    if (index != 0 || !node->action) return FALSE;
    CaxRequest request = { .kind = CaxRequestAction, .key = node->key, .index = index };
    return cax_request(&request);
}

static void cax_action_interface_init(AtkActionIface *iface) {
    iface->get_n_actions = cax_action_get_n_actions;
    iface->get_name = cax_action_get_name;
    iface->get_localized_name = cax_action_get_name;
    iface->do_action = cax_action_do_action;
}

/* MARK: What the app sets */

CaxNode *cax_node_new(CaxKind kind, CaxRole role, uint64_t key) {
    GType type = kind == CaxKindWindow ? cax_window_node_get_type()
        : kind == CaxKindTable ? cax_table_node_get_type()
        : kind == CaxKindText ? cax_text_node_get_type()
        : CAX_TYPE_NODE;
    CaxNode *node = g_object_new(type, NULL);
    node->kind = kind;
    node->key = key;
    atk_object_set_role(ATK_OBJECT(node), atk_role(role));
    return node;
}

void cax_node_release(CaxNode *node) {
    cax_node_set_children(node, NULL, 0);
    node->defunct = TRUE;
    if (node->described) atk_object_notify_state_change(ATK_OBJECT(node), ATK_STATE_DEFUNCT, TRUE);
    g_object_unref(node);
}

void cax_node_set_name(CaxNode *node, const char *name) {
    const char *old = ATK_OBJECT(node)->name;
    if (g_strcmp0(old, name) != 0) atk_object_set_name(ATK_OBJECT(node), name);
}

void cax_node_set_description(CaxNode *node, const char *description) {
    const char *old = ATK_OBJECT(node)->description;
    if (g_strcmp0(old ? old : "", description) != 0) atk_object_set_description(ATK_OBJECT(node), description);
}

void cax_node_set_states(CaxNode *node, uint32_t states) {
    uint32_t changed = node->states ^ states;
    node->states = states;
    if (!node->described) {
        node->described = TRUE;
        return;
    }
    for (guint bit = 0; bit < G_N_ELEMENTS(state_types); bit++) {
        if (changed & (1u << bit)) atk_object_notify_state_change(ATK_OBJECT(node), state_types[bit], (states >> bit) & 1);
    }
}

void cax_node_set_bounds(CaxNode *node, double x, double y, double width, double height) {
    node->x = x;
    node->y = y;
    node->width = width;
    node->height = height;
}

void cax_node_set_parent(CaxNode *node, CaxNode *parent) {
    if (ATK_OBJECT(node)->accessible_parent != ATK_OBJECT(parent)) atk_object_set_parent(ATK_OBJECT(node), ATK_OBJECT(parent));
}

void cax_node_set_children(CaxNode *node, CaxNode *const *children, int32_t count) {
    GPtrArray *old = node->children;
    /* Unchanged: the common case, every frame. */
    if (old->len == (guint)count) {
        guint same = 0;
        while (same < old->len && g_ptr_array_index(old, same) == children[same]) same++;
        if (same == old->len) return;
    }
    GPtrArray *next = g_ptr_array_new_full((guint)count, g_object_unref);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(next, g_object_ref(children[i]));
    node->children = next;
    gboolean announce = node->described;
    /* Removals at their old indexes, from the end so each index is still right when it is sent. */
    for (guint i = old->len; i-- > 0;) {
        AtkObject *child = g_ptr_array_index(old, i);
        if (!g_ptr_array_find(next, child, NULL) && announce) g_signal_emit_by_name(node, "children-changed::remove", i, child);
    }
    for (guint i = 0; i < next->len; i++) {
        AtkObject *child = g_ptr_array_index(next, i);
        cax_node_set_parent(CAX_NODE(child), node);
        if (!g_ptr_array_find(old, child, NULL) && announce) g_signal_emit_by_name(node, "children-changed::add", i, child);
    }
    g_ptr_array_unref(old);
}

void cax_node_set_action(CaxNode *node, const char *name) {
    if (g_strcmp0(node->action, name) == 0) return;
    g_free(node->action);
    node->action = g_strdup(name);
}

void cax_node_set_level(CaxNode *node, int32_t level) {
    node->level = level;
}

void cax_node_set_table(CaxNode *node, int32_t rows, int32_t selected_row) {
    int32_t old_rows = node->rows;
    node->rows = rows;
    node->selected_row = selected_row;
    if (!node->described || old_rows == rows || node->kind != CaxKindTable) return;
    /* Where rows came or went is not known here: the table is said to have changed. */
    g_signal_emit_by_name(node, "model-changed");
}

void cax_node_set_row(CaxNode *node, int32_t row) {
    node->row = row;
}

void cax_node_notify_focus(CaxNode *node) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    /* The bridge's focus tracker sends AT-SPI's focus: event; the state change is object:state-changed:focused. */
    atk_focus_tracker_notify(ATK_OBJECT(node));
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void cax_node_notify_window(CaxNode *node, const char *event) {
    if (node->kind == CaxKindWindow) g_signal_emit_by_name(node, event);
}
