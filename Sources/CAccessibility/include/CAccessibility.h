#ifndef CACCESSIBILITY_H
#define CACCESSIBILITY_H

/*
 * The app's accessible objects as ATK objects, exposed over AT-SPI by the desktop's bridge
 * (libatk-bridge, as GTK 3 and Firefox do). This header names no GLib or ATK type, so Swift sees
 * only these plain C declarations.
 *
 * The app describes its tree by setting each node's role, name, states, bounds and children; a
 * setter that changes something tells assistive technology (state-change, children-changed,
 * text-insert …) the way a toolkit does. What a client asks the app to do (an action, a scroll, a
 * text edit) comes back as one request through `CaxCallbacks.request`, on the main thread, while
 * `cax_serve` or `cax_idle_end` runs GLib's main context.
 */

#include <stdbool.h>
#include <stdint.h>

/// One accessible object. The app holds a reference to each node it made until `cax_node_release`.
typedef struct CaxNode CaxNode;

/// Which interfaces a node implements beyond AtkObject, AtkComponent and AtkAction.
typedef enum {
    CaxKindPlain = 0,
    /// AtkWindow: the frame (its activate event tells a screen reader which window is current).
    CaxKindWindow,
    /// AtkTable: a list, with its row count and any row by number.
    CaxKindTable,
    /// AtkText and AtkEditableText: a text field.
    CaxKindText,
} CaxKind;

/// The roles the app uses (each an ATK role).
typedef enum {
    CaxRoleApplication = 0,
    CaxRoleFrame,
    CaxRoleToolBar,
    CaxRolePushButton,
    CaxRoleLabel,
    CaxRoleTable,
    CaxRoleTableCell,
    CaxRoleHeading,
    CaxRoleEntry,
    CaxRoleNotification,
    CaxRoleDialog,
    CaxRoleMenu,
    CaxRoleMenuItem,
} CaxRole;

/// The states the app sets, as bits (each an ATK state).
enum {
    CaxStateEnabled = 1u << 0,
    CaxStateSensitive = 1u << 1,
    CaxStateVisible = 1u << 2,
    CaxStateShowing = 1u << 3,
    CaxStateFocusable = 1u << 4,
    CaxStateFocused = 1u << 5,
    CaxStateSelectable = 1u << 6,
    CaxStateSelected = 1u << 7,
    CaxStateCheckable = 1u << 8,
    CaxStateChecked = 1u << 9,
    CaxStatePressed = 1u << 10,
    CaxStateEditable = 1u << 11,
    CaxStateSingleLine = 1u << 12,
    CaxStateActive = 1u << 13,
    CaxStateSelectableText = 1u << 14,
    CaxStateResizable = 1u << 15,
};

/// What a client asked of a node.
typedef enum {
    /// Do action `index` (AtkAction).
    CaxRequestAction = 0,
    /// Scroll the node into view (AtkComponent scroll_to); `index` is the ATK scroll type.
    CaxRequestScrollTo,
    /// Give the node the keyboard focus (AtkComponent grab_focus).
    CaxRequestFocus,
    /// Select characters `start` ..< `end` of a text node (a caret when they are equal); with
    /// `text`, type it over them (AtkEditableText). `end` -1 is the text's end.
    CaxRequestEditText,
} CaxRequestKind;

typedef struct {
    CaxRequestKind kind;
    /// The node's key, as given to `cax_node_new`.
    uint64_t key;
    int32_t index;
    int32_t start;
    int32_t end;
    /// UTF-8, or NULL.
    const char *text;
} CaxRequest;

typedef struct {
    /// Passed back to every callback.
    void *context;
    /// Carries out a request on the main thread; false when the app cannot.
    bool (*request)(void *context, const CaxRequest *request);
    /// The node for row `row` (counted over every section) of the table node `key`, on screen or
    /// not; NULL when there is no such row. The app keeps the reference.
    CaxNode *(*table_row)(void *context, uint64_t key, int32_t row);
    /// Called from another thread when GLib has something to do while the app waits for input
    /// (see `cax_idle_begin`): it must only wake the app's wait (push an SDL event).
    void (*wake)(void);
} CaxCallbacks;

/// A new node, not yet in the tree; `key` identifies it in requests.
CaxNode *cax_node_new(CaxKind kind, CaxRole role, uint64_t key);
/// The app lets go of `node`: it becomes defunct (a client holding it learns it is gone) and
/// leaves its parent.
void cax_node_release(CaxNode *node);

void cax_node_set_name(CaxNode *node, const char *name);
/// A longer text than the name (a menu row's subtitle); "" for none.
void cax_node_set_description(CaxNode *node, const char *description);
void cax_node_set_states(CaxNode *node, uint32_t states);
/// Where the node is, in window points.
void cax_node_set_bounds(CaxNode *node, double x, double y, double width, double height);
/// The node's children, in order; each takes `node` as its parent.
void cax_node_set_children(CaxNode *node, CaxNode *const *children, int32_t count);
/// The parent of a node that is not among its children (a table's row off screen).
void cax_node_set_parent(CaxNode *node, CaxNode *parent);
/// The node's one action's name ("activate", "click"), or NULL for none.
void cax_node_set_action(CaxNode *node, const char *name);
/// A heading's level (1 …); 0 for none.
void cax_node_set_level(CaxNode *node, int32_t level);
/// A table's number of rows and its selected row (-1: none).
void cax_node_set_table(CaxNode *node, int32_t rows, int32_t selected_row);
/// The table row a node stands for (-1: none, e.g. a section heading).
void cax_node_set_row(CaxNode *node, int32_t row);
/// A text node's text, its caret and the selection's other end, in characters (code points).
void cax_node_set_text(CaxNode *node, const char *text, int32_t caret, int32_t anchor);
/// `node` now has the keyboard focus: the focus event.
void cax_node_notify_focus(CaxNode *node);
/// The frame's window event ("activate", "deactivate", "create").
void cax_node_notify_window(CaxNode *node, const char *event);

/// The window's top-left corner on the screen in pixels and its pixels per point, for screen
/// coordinates.
void cax_set_window_geometry(double x, double y, double scale);

/// Loads ATK, GObject and the AT-SPI bridge (Debian's libatk-bridge-2.0.so.0), which the app is not
/// linked with; false when they cannot be loaded. Every other function here but `cax_set_window_geometry`
/// needs it first. Loading twice loads once.
bool cax_load(void);

/// Makes `root` the application's accessible and starts the AT-SPI bridge. False when there is no
/// accessibility bus to talk to (or NO_AT_BRIDGE is set): the nodes then simply go unseen.
bool cax_start(CaxNode *root, CaxCallbacks callbacks);
/// Runs what GLib has ready (requests from clients) without blocking.
void cax_serve(void);
/// Before the app blocks waiting for input: starts watching GLib's file descriptors from a helper
/// thread, which calls `wake` when one is ready. Returns GLib's own deadline in milliseconds
/// (-1: none, 0: something is ready now). Every call is followed by `cax_idle_end`.
int32_t cax_idle_begin(void);
/// After the wait: stops the watch and runs what became ready.
void cax_idle_end(void);

#endif
