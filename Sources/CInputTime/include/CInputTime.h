#ifndef CINPUTTIME_H
#define CINPUTTIME_H

/* When the window system says an input event happened, for the events SDL 2 stamps only when it
 * takes them from its connection (SDL_GetTicks() at that moment: a burst read at once collapses
 * onto one time). X11 events carry the server's time and Wayland's pointer events the
 * compositor's, both in milliseconds on a clock of their own (`InputClock` places them on the
 * app's). One window per process, used from the thread that pumps SDL's events. */

#include <stdint.h>
#include <SDL2/SDL.h>

/* For an SDL_SYSWMEVENT carrying an X11 key, button, motion or crossing event: its X server time in `*time`
 * and 1. For any other event, 0 (SDL sends one such event before the events it makes of each X
 * event, once `SDL_EventState(SDL_SYSWMEVENT, SDL_ENABLE)`). */
int cit_x11_input_time(const SDL_Event *event, uint32_t *time);

/* On X11, from SDL's handling of each X event: SDL 2.26 takes the pointer's moves from XInput2's
 * XI_Motion (selected on its windows), pushes the move, then the XI2 event as an SDL_SYSWMEVENT whose
 * data lives only until SDL's handler returns. An event watch reads that event's server time there
 * and gives it to the move just pushed, for `cit_x11_motion_time`. 1 when watching, else 0 (no X11
 * window, or no XInputExtension). One window at a time; `cit_x11_unwatch` before SDL's video quits. */
int cit_x11_watch(SDL_Window *window);
void cit_x11_unwatch(void);

/* For a move taken from SDL's queue: 1 and its X server time in `*time` when the watch read one for
 * it; -1 when an XInput2 event came after it whose time could not be given to it (its position was
 * not the event's: SDL clamped it), so the time of the core event before it is not its own; else 0
 * (a move SDL made of a core X event, whose SDL_SYSWMEVENT came before it, or no watch).
 * Moves must be asked for in the order they are taken; those never asked for are passed over. */
int cit_x11_motion_time(const SDL_MouseMotionEvent *motion, uint32_t *time);

/* What a Wayland pointer event was: a move, a press or a release. */
typedef enum { CIT_MOTION = 1, CIT_PRESS = 2, CIT_RELEASE = 3 } cit_kind;

/* One pointer event of the compositor's: its kind and time (milliseconds), where it was (surface
 * coordinates; moves only) and which button (Linux's code; presses and releases only). */
typedef struct {
    cit_kind kind;
    uint32_t time;
    double x, y;
    uint32_t button;
} cit_pointer_event;

/* Under Wayland, listens to the first seat's pointer on SDL's own connection for `window`, on an
 * event queue of its own (SDL's reads fill it; SDL never dispatches it). libwayland-client is
 * opened here, not linked: it is SDL's, already loaded under Wayland and never under X11.
 * 1 when listening, 0 when this is no Wayland window or the seat has no pointer. */
int cit_wayland_listen(SDL_Window *window);

/* Dispatches what SDL's reads have queued for the pointer since, then moves up to `capacity` of
 * the oldest events not yet taken into `events` and returns how many. Keeps at most the newest 256. */
int cit_wayland_take(cit_pointer_event *events, int capacity);

/* What an X event SDL 2.26 passes on (as the SDL_SYSWMEVENT before the events it makes of it) says that
 * SDL's own events leave out. Keys: which key a KeyPress or KeyRelease is (its X keycode); FocusIn, after
 * which SDL's keymap sync (X11_ReconcileKeyboardState) makes key-downs of the modifiers it finds held; and
 * KeymapNotify, which X sends right after every FocusIn (and EnterNotify): the keys down then, bit k%8 of
 * byte k/8 for keycode k, as XQueryKeymap lays them out. The left button's presses, in window coordinates:
 * SDL drops a press while it still holds one whose release went to another client. */
typedef enum {
    CIT_X11_OTHER = 0, CIT_X11_KEY_PRESS, CIT_X11_KEY_RELEASE, CIT_X11_FOCUS_IN, CIT_X11_KEYMAP, CIT_X11_LEFT_PRESS
} cit_x11_kind;

typedef struct {
    cit_x11_kind kind;
    uint8_t keycode;
    uint8_t keys[32];
    int32_t x, y;
} cit_x11_event;

/* 1 and `*input` filled for an SDL_SYSWMEVENT carrying an X11 event (CIT_X11_OTHER for those above
 * it does not name); 0 for any other event. */
int cit_x11_input(const SDL_Event *event, cit_x11_event *input);

#endif
