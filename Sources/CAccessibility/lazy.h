#ifndef CAX_LAZY_H
#define CAX_LAZY_H

/* ATK, GObject and the AT-SPI bridge are not linked into the app: `cax_load` opens the bridge's library
 * (which brings ATK and GObject with it) when the app first finds an accessibility bus, so a run without one
 * never maps them (they were about 0.75 MB of resident memory and a share of the dynamic loader's time at
 * every start). Each function of theirs that this target calls is reached through a pointer `cax_load` fills
 * in; the macros below route every call, the header macros' (ATK_TYPE_OBJECT, G_DEFINE_TYPE, casts) included,
 * through them. GLib itself stays linked: SDL's libraries load it anyway. Include after <atk/atk.h>. */

#include <atk/atk.h>

/* atk-bridge.h's one function. Its pkg-config flags add -pthread, which SwiftPM refuses (with a warning on
 * every build), so its header directory is not on the include path. */
int atk_bridge_adaptor_init(int *argc, char **argv[]);

#define CAX_LAZY_FUNCTIONS(X) \
    X(atk_bridge_adaptor_init) \
    X(atk_action_get_type) X(atk_component_get_type) X(atk_editable_text_get_type) X(atk_focus_tracker_notify) \
    X(atk_object_get_type) X(atk_object_notify_state_change) X(atk_object_set_description) X(atk_object_set_name) \
    X(atk_object_set_parent) X(atk_object_set_role) X(atk_state_set_add_state) X(atk_state_set_new) \
    X(atk_table_get_type) X(atk_text_get_type) X(atk_util_get_type) X(atk_window_get_type) \
    X(g_object_new) X(g_object_ref) X(g_object_unref) X(g_signal_emit_by_name) X(g_type_add_interface_static) \
    X(g_type_check_class_cast) X(g_type_check_instance_cast) X(g_type_check_instance_is_a) \
    X(g_type_class_adjust_private_offset) X(g_type_class_peek_parent) X(g_type_class_ref) \
    X(g_type_register_static_simple)

/* atk_focus_tracker_notify is deprecated (node.c says why it is still called); naming its type is not a use. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
#define CAX_LAZY_DECLARE(name) extern __typeof__(name) *cax_lazy_##name;
CAX_LAZY_FUNCTIONS(CAX_LAZY_DECLARE)
#undef CAX_LAZY_DECLARE
G_GNUC_END_IGNORE_DEPRECATIONS

/* GLib's own g_object_ref macro (a typed cast around the function) gives way to the plain call. */
#undef g_object_ref

#define atk_bridge_adaptor_init (*cax_lazy_atk_bridge_adaptor_init)
#define atk_action_get_type (*cax_lazy_atk_action_get_type)
#define atk_component_get_type (*cax_lazy_atk_component_get_type)
#define atk_editable_text_get_type (*cax_lazy_atk_editable_text_get_type)
#define atk_focus_tracker_notify (*cax_lazy_atk_focus_tracker_notify)
#define atk_object_get_type (*cax_lazy_atk_object_get_type)
#define atk_object_notify_state_change (*cax_lazy_atk_object_notify_state_change)
#define atk_object_set_description (*cax_lazy_atk_object_set_description)
#define atk_object_set_name (*cax_lazy_atk_object_set_name)
#define atk_object_set_parent (*cax_lazy_atk_object_set_parent)
#define atk_object_set_role (*cax_lazy_atk_object_set_role)
#define atk_state_set_add_state (*cax_lazy_atk_state_set_add_state)
#define atk_state_set_new (*cax_lazy_atk_state_set_new)
#define atk_table_get_type (*cax_lazy_atk_table_get_type)
#define atk_text_get_type (*cax_lazy_atk_text_get_type)
#define atk_util_get_type (*cax_lazy_atk_util_get_type)
#define atk_window_get_type (*cax_lazy_atk_window_get_type)
#define g_object_new (*cax_lazy_g_object_new)
#define g_object_ref (*cax_lazy_g_object_ref)
#define g_object_unref (*cax_lazy_g_object_unref)
#define g_signal_emit_by_name (*cax_lazy_g_signal_emit_by_name)
#define g_type_add_interface_static (*cax_lazy_g_type_add_interface_static)
#define g_type_check_class_cast (*cax_lazy_g_type_check_class_cast)
#define g_type_check_instance_cast (*cax_lazy_g_type_check_instance_cast)
#define g_type_check_instance_is_a (*cax_lazy_g_type_check_instance_is_a)
#define g_type_class_adjust_private_offset (*cax_lazy_g_type_class_adjust_private_offset)
#define g_type_class_peek_parent (*cax_lazy_g_type_class_peek_parent)
#define g_type_class_ref (*cax_lazy_g_type_class_ref)
#define g_type_register_static_simple (*cax_lazy_g_type_register_static_simple)

#endif
