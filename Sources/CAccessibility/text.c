/* AtkText and AtkEditableText for a single-line field. Offsets count characters (Unicode code
 * points), as ATK's do. Reading is answered from the text the app set; every edit, caret move and
 * selection goes to the app as a request, which edits the field as typing does and then sets the
 * new text here. */

#include "node.h"
#include <string.h>

static int32_t clamp_offset(CaxNode *node, gint offset) {
    if (offset < 0 || offset > node->length) return node->length;
    return offset;
}

static gchar *substring(CaxNode *node, int32_t start, int32_t end) {
    if (end < start) end = start;
    return g_utf8_substring(node->text, start, end);
}

static gchar *cax_text_get_text(AtkText *text, gint start, gint end) {
    CaxNode *node = CAX_NODE(text);
    if (start < 0) start = 0;
    return substring(node, clamp_offset(node, start), clamp_offset(node, end));
}

static gint cax_text_get_character_count(AtkText *text) {
    return CAX_NODE(text)->length;
}

static gint cax_text_get_caret_offset(AtkText *text) {
    return CAX_NODE(text)->caret;
}

static gunichar cax_text_get_character_at_offset(AtkText *text, gint offset) {
    CaxNode *node = CAX_NODE(text);
    if (offset < 0 || offset >= node->length) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(node->text, offset));
}

static gboolean is_word_character(CaxNode *node, int32_t offset) {
    gunichar c = g_utf8_get_char(g_utf8_offset_to_pointer(node->text, offset));
    return g_unichar_isalnum(c) || c == '_';
}

/* The piece of a single line at `offset` for a granularity: a character, a word (a run of letters
 * and digits, or of anything else), or the whole line for a sentence, line or paragraph. */
static gchar *cax_text_get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity,
                                            gint *start_offset, gint *end_offset) {
    CaxNode *node = CAX_NODE(text);
    int32_t at = offset < 0 ? 0 : (offset > node->length ? node->length : offset);
    int32_t start = 0, end = node->length;
    switch (granularity) {
    case ATK_TEXT_GRANULARITY_CHAR:
        start = at;
        end = at < node->length ? at + 1 : at;
        break;
    case ATK_TEXT_GRANULARITY_WORD:
        if (at < node->length) {
            gboolean word = is_word_character(node, at);
            start = at;
            end = at + 1;
            while (start > 0 && is_word_character(node, start - 1) == word) start--;
            while (end < node->length && is_word_character(node, end) == word) end++;
        } else {
            start = end = at;
        }
        break;
    default:
        break;
    }
    if (start_offset) *start_offset = start;
    if (end_offset) *end_offset = end;
    return substring(node, start, end);
}

static gchar *cax_text_get_text_at_offset(AtkText *text, gint offset, AtkTextBoundary boundary,
                                          gint *start_offset, gint *end_offset) {
    AtkTextGranularity granularity = boundary == ATK_TEXT_BOUNDARY_CHAR ? ATK_TEXT_GRANULARITY_CHAR
        : (boundary == ATK_TEXT_BOUNDARY_WORD_START || boundary == ATK_TEXT_BOUNDARY_WORD_END) ? ATK_TEXT_GRANULARITY_WORD
        : ATK_TEXT_GRANULARITY_LINE;
    return cax_text_get_string_at_offset(text, offset, granularity, start_offset, end_offset);
}

static gint cax_text_get_n_selections(AtkText *text) {
    CaxNode *node = CAX_NODE(text);
    return node->caret != node->anchor ? 1 : 0;
}

static gchar *cax_text_get_selection(AtkText *text, gint index, gint *start_offset, gint *end_offset) {
    CaxNode *node = CAX_NODE(text);
    int32_t start = MIN(node->caret, node->anchor), end = MAX(node->caret, node->anchor);
    if (index != 0 || start == end) {
        if (start_offset) *start_offset = 0;
        if (end_offset) *end_offset = 0;
        return NULL;
    }
    if (start_offset) *start_offset = start;
    if (end_offset) *end_offset = end;
    return substring(node, start, end);
}

static gboolean edit(CaxNode *node, gint start, gint end, const gchar *typed) {
    CaxRequest request = { .kind = CaxRequestEditText, .key = node->key, .start = start, .end = end, .text = typed };
    return cax_request(&request);
}

static gboolean cax_text_set_selection(AtkText *text, gint index, gint start, gint end) {
    return index == 0 && edit(CAX_NODE(text), start, end, NULL);
}

static gboolean cax_text_add_selection(AtkText *text, gint start, gint end) {
    return cax_text_set_selection(text, 0, start, end);
}

static gboolean cax_text_remove_selection(AtkText *text, gint index) {
    CaxNode *node = CAX_NODE(text);
    return index == 0 && node->caret != node->anchor && edit(node, node->caret, node->caret, NULL);
}

static gboolean cax_text_set_caret_offset(AtkText *text, gint offset) {
    return edit(CAX_NODE(text), offset, offset, NULL);
}

void cax_text_interface_init(AtkTextIface *iface) {
    iface->get_text = cax_text_get_text;
    iface->get_character_count = cax_text_get_character_count;
    iface->get_caret_offset = cax_text_get_caret_offset;
    iface->get_character_at_offset = cax_text_get_character_at_offset;
    iface->get_string_at_offset = cax_text_get_string_at_offset;
    iface->get_text_at_offset = cax_text_get_text_at_offset;
    iface->get_n_selections = cax_text_get_n_selections;
    iface->get_selection = cax_text_get_selection;
    iface->set_selection = cax_text_set_selection;
    iface->add_selection = cax_text_add_selection;
    iface->remove_selection = cax_text_remove_selection;
    iface->set_caret_offset = cax_text_set_caret_offset;
}

static void cax_editable_set_text_contents(AtkEditableText *text, const gchar *contents) {
    edit(CAX_NODE(text), 0, -1, contents ? contents : "");
}

static void cax_editable_insert_text(AtkEditableText *text, const gchar *typed, gint length, gint *position) {
    CaxNode *node = CAX_NODE(text);
    if (!typed || !position) return;
    /* `length` is in bytes; -1 is the whole string. */
    gchar *piece = length < 0 ? g_strdup(typed) : g_strndup(typed, (gsize)length);
    if (g_utf8_validate(piece, -1, NULL)) {
        int32_t at = clamp_offset(node, *position);
        int32_t before = node->length;
        if (edit(node, at, at, piece)) *position = at + (node->length - before);
    }
    g_free(piece);
}

static void cax_editable_delete_text(AtkEditableText *text, gint start, gint end) {
    edit(CAX_NODE(text), start, end, "");
}

void cax_editable_text_interface_init(AtkEditableTextIface *iface) {
    iface->set_text_contents = cax_editable_set_text_contents;
    iface->insert_text = cax_editable_insert_text;
    iface->delete_text = cax_editable_delete_text;
}

/* MARK: What the app sets */

void cax_node_set_text(CaxNode *node, const char *text, int32_t caret, int32_t anchor) {
    gboolean announce = node->described && node->kind == CaxKindText;
    int32_t length = (int32_t)g_utf8_strlen(text, -1);
    if (strcmp(node->text, text) != 0) {
        /* The change as one removal and one insertion between the common prefix and suffix. */
        const gchar *old = node->text;
        int32_t prefix = 0;
        const gchar *a = old, *b = text;
        while (*a && *b && g_utf8_get_char(a) == g_utf8_get_char(b)) {
            a = g_utf8_next_char(a);
            b = g_utf8_next_char(b);
            prefix++;
        }
        int32_t suffix = 0;
        while (suffix < node->length - prefix && suffix < length - prefix
               && g_utf8_get_char(g_utf8_offset_to_pointer(old, node->length - 1 - suffix))
                      == g_utf8_get_char(g_utf8_offset_to_pointer(text, length - 1 - suffix))) {
            suffix++;
        }
        int32_t removed = node->length - prefix - suffix, inserted = length - prefix - suffix;
        gchar *removed_text = g_utf8_substring(old, prefix, prefix + removed);
        gchar *inserted_text = g_utf8_substring(text, prefix, prefix + inserted);
        g_free(node->text);
        node->text = g_strdup(text);
        node->length = length;
        if (announce && removed > 0) g_signal_emit_by_name(node, "text-remove", prefix, removed, removed_text);
        if (announce && inserted > 0) g_signal_emit_by_name(node, "text-insert", prefix, inserted, inserted_text);
        g_free(removed_text);
        g_free(inserted_text);
    }
    gboolean caret_moved = node->caret != caret;
    gboolean selection_changed = MIN(node->caret, node->anchor) != MIN(caret, anchor)
        || MAX(node->caret, node->anchor) != MAX(caret, anchor);
    node->caret = caret;
    node->anchor = anchor;
    if (announce && caret_moved) g_signal_emit_by_name(node, "text-caret-moved", caret);
    if (announce && selection_changed) g_signal_emit_by_name(node, "text-selection-changed");
}
