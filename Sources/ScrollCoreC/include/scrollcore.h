/*
 * scrollcore.h: the C API of ScrollCore, a scroll engine without pixels.
 *
 * A list is rows of known heights in sections, a viewport, and a scroll position moved by input
 * and a clock that the caller passes in: every function that acts takes the time `t` (seconds, on
 * any clock that never goes back) at which the input happened or the frame will be shown. Offsets,
 * heights and pointer positions are in points; offsets grow toward the end of the list (0 shows
 * the first row at the viewport's top), and pointer y grows downward in the viewport.
 *
 *     double heights[100];  for (int i = 0; i < 100; i++) heights[i] = 44;
 *     sc_list *list = sc_list_create(heights, 100);
 *     sc_list_set_viewport(list, 600, 0);
 *     sc_list_fling(list, 2000, 0);                      // as a finger released at 2,000 pt/s
 *     for (double t = 0; !sc_list_is_idle(list); t += 1.0 / 60) {
 *         sc_list_advance(list, t);
 *         printf("%.3f\n", sc_list_offset(list));        // draw the rows here
 *     }
 *     sc_list_destroy(list);
 *
 * Errors: a function that returns int returns SC_OK (0) or SC_ERROR (-1); one that returns a
 * pointer returns NULL; sc_list_offset and sc_list_velocity return NaN; sc_list_visible_rows
 * returns SC_ERROR_SIZE. Then sc_last_error() says why, in one line. Bad input (a NULL pointer, a
 * NaN or infinite number, a number outside its range, an unknown name, a row or section out of
 * range) is always an error, never a crash, and leaves the list as it was.
 *
 * Ranges: heights 0 ... SC_MAX_HEIGHT; times, offsets, pointer positions, velocities and wheel
 * amounts finite with magnitude at most SC_MAX_MAGNITUDE; at most SC_MAX_ROWS rows.
 *
 * Threads: a list is used by one thread at a time; different lists may be used on different
 * threads at once. sc_last_error() is per thread. A list that was destroyed must not be used again.
 *
 * Semantic versioning covers this header (names, signatures, return codes, accepted strings):
 * see CHANGELOG.md.
 */
#ifndef SCROLLCORE_H
#define SCROLLCORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SC_VERSION_MAJOR 1
#define SC_VERSION_MINOR 0
#define SC_VERSION_PATCH 0

#define SC_OK 0
#define SC_ERROR (-1)
#define SC_ERROR_SIZE SIZE_MAX

#define SC_MAX_HEIGHT 1e6
#define SC_MAX_MAGNITUDE 1e9
#define SC_MAX_ROWS 100000000

/* An opaque list: its layout, scroll position and physics. */
typedef struct sc_list sc_list;

/* "1.0.0": the library's version (the header's is SC_VERSION_*). */
const char *sc_version(void);

/* Why the last call that failed on this thread failed; "" before any failure. The string stays
 * valid until the next failing call on this thread. */
const char *sc_last_error(void);

/* ---- Making a list ---------------------------------------------------------------------- */

/* A list of one section of `count` rows, row i `row_heights[i]` points tall (row_heights may be
 * NULL when count is 0). Plain style, `uikit` physics, no snapping, no viewport yet. */
sc_list *sc_list_create(const double *row_heights, size_t count);

/* A list of `section_count` sections: section s has `row_counts[s]` rows, whose heights follow
 * one another in `row_heights` (section 0's rows first). `header_heights` and `footer_heights`
 * have one entry per section, or are NULL for none (0 means that section has none). `style` is
 * "plain" (headers stick to the top while their section passes) or "grouped" (they scroll). */
sc_list *sc_list_create_sections(const size_t *row_counts, size_t section_count, const double *row_heights,
                                 const double *header_heights, const double *footer_heights, const char *style);

/* Frees the list; NULL is ignored. */
void sc_list_destroy(sc_list *list);

/* ---- Size and behaviour ----------------------------------------------------------------- */

/* The viewport's height (at a layout pass or a resize). Scroll requests made before the list had
 * a viewport are carried out now. */
int sc_list_set_viewport(sc_list *list, double height, double t);

/* Space kept clear above and below the content inside the viewport (e.g. a bar over the list). */
int sc_list_set_insets(sc_list *list, double top, double bottom);

/* The physics the list moves by, from the next input on: "uikit", "android", "flutter",
 * "flutter-ios", "gtk", "gtk3", "qt", "chromium", "firefox", "qscroller" or "compose". */
int sc_list_set_physics(sc_list *list, const char *preset);

/* Where the list may come to rest: "off", "cells" (no row cut by the top edge) or "sections"
 * (a section's start within 75 pt of the top comes to the top). */
int sc_list_set_snap(sc_list *list, const char *policy);

/* When it snaps: "projected" (a release aims its fling at the snap target: one motion) or
 * "rest" (after coming to rest, a second short motion; the default). */
int sc_list_set_snap_timing(sc_list *list, const char *timing);

/* ---- Input ------------------------------------------------------------------------------ */

/* A pointer (finger, mouse button) went down at viewport y `y`: whatever moves stops. */
int sc_list_pointer_down(sc_list *list, double y, double t);
/* The pointer moved to `y` while down: the content follows it (a rubber band past an edge). */
int sc_list_pointer_move(sc_list *list, double y, double t);
/* The pointer went up: a fling at the speed it moved, a bounce, or rest (and a snap). */
int sc_list_pointer_up(sc_list *list, double t);

/* Notched wheel steps (positive toward the end): a short animation per notch, which notches
 * arriving during it extend. */
int sc_list_wheel(sc_list *list, double notches, double t);
/* A precise (touchpad) wheel delta in points, followed directly; inertia follows when they stop. */
int sc_list_wheel_delta(sc_list *list, double points, double t);

/* A fling at `velocity` points per second (positive toward the end), exactly as a pointer
 * released at that speed starts one. Ignored while the pointer is down. */
int sc_list_fling(sc_list *list, double velocity, double t);
/* Stops whatever moves where it is; a snapping list then snaps, content past an edge springs back. */
int sc_list_stop(sc_list *list, double t);
/* Scrolls to `offset` (clamped to the content), animated (`animated` non-zero) or at once; with a
 * snap policy, to the snap target nearest it. */
int sc_list_set_offset(sc_list *list, double offset, int animated, double t);

/* Scrolls so that row `row` (numbered from 0 across all sections, in order) sits at `position`:
 * "top", "middle", "bottom" or "none" (only as far as needed to show it whole). Before the list has
 * a viewport the request waits for one. */
int sc_list_scroll_to_row(sc_list *list, size_t row, const char *position, int animated, double t);

/* ---- Frames ----------------------------------------------------------------------------- */

/* Moves the list to frame time `t`: call once per frame before drawing. SC_ERROR when a request
 * that waited (a scroll to a row that was deleted meanwhile) failed since the last call; the list
 * keeps running. */
int sc_list_advance(sc_list *list, double t);

/* The scroll offset after the last call, in points. */
double sc_list_offset(const sc_list *list);
/* How fast the offset changes, in points per second. */
double sc_list_velocity(const sc_list *list);
/* 1 when nothing moves (no drag, motion or animation: no need to draw frames), 0 when something
 * does, SC_ERROR for a NULL list. */
int sc_list_is_idle(const sc_list *list);
/* The content's height in points (rows, headers and footers). */
double sc_list_content_height(const sc_list *list);

/* The rows on screen at the last sc_list_advance, top to bottom: writes up to `capacity` row
 * numbers (across all sections) to `rows` and their tops in viewport points (negative when cut by
 * the top edge) to `tops`, and returns how many rows are on screen (which may exceed `capacity`).
 * `rows` and `tops` may be NULL when `capacity` is 0. */
size_t sc_list_visible_rows(const sc_list *list, size_t *rows, double *tops, size_t capacity);

/* ---- Sections and batch updates ---------------------------------------------------------- */

/* How many sections and rows (across all sections) the list has; SC_ERROR_SIZE for a NULL list. */
size_t sc_list_section_count(const sc_list *list);
size_t sc_list_row_count(const sc_list *list);

/* The row number across all sections of row `row` of `section`, into `*index`. */
int sc_list_row_index(const sc_list *list, size_t section, size_t row, size_t *index);

/* Inserts `count` rows of `heights` before row `row` of `section` (row may equal the section's
 * row count: at its end). They fade and grow in; what is on screen stays still. */
int sc_list_insert_rows(sc_list *list, size_t section, size_t row, const double *heights, size_t count, double t);
/* Deletes rows `row` ... `row + count - 1` of `section`. They fade and shrink out. */
int sc_list_delete_rows(sc_list *list, size_t section, size_t row, size_t count, double t);
/* Inserts a section before section `section` (or at the end when it equals the section count). */
int sc_list_insert_section(sc_list *list, size_t section, const double *row_heights, size_t count,
                           double header_height, double footer_height, double t);
/* Deletes section `section` and its rows. */
int sc_list_delete_section(sc_list *list, size_t section, double t);

#ifdef __cplusplus
}
#endif

#endif /* SCROLLCORE_H */
