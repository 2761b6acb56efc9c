#include "CInputTime.h"

#include <dlfcn.h>
#include <SDL2/SDL_syswm.h>
#include <X11/extensions/XInput2.h>
#include <wayland-client-core.h>

/* libwayland-client is reached through pointers filled by `load` (as CAccessibility reaches ATK):
 * the macros below route the protocol header's inline requests through them. */
#define CIT_FUNCTIONS(X) \
    X(wl_proxy_marshal_flags) X(wl_proxy_add_listener) X(wl_proxy_get_version) X(wl_proxy_create_wrapper) \
    X(wl_proxy_wrapper_destroy) X(wl_proxy_set_queue) X(wl_display_create_queue) X(wl_display_roundtrip_queue) \
    X(wl_display_dispatch_queue_pending)
#define CIT_DECLARE(name) static __typeof__(name) *lazy_##name;
CIT_FUNCTIONS(CIT_DECLARE)
#undef CIT_DECLARE
#define wl_proxy_marshal_flags (*lazy_wl_proxy_marshal_flags)
#define wl_proxy_add_listener (*lazy_wl_proxy_add_listener)
#define wl_proxy_get_version (*lazy_wl_proxy_get_version)
#define wl_proxy_create_wrapper (*lazy_wl_proxy_create_wrapper)
#define wl_proxy_wrapper_destroy (*lazy_wl_proxy_wrapper_destroy)
#define wl_proxy_set_queue (*lazy_wl_proxy_set_queue)
#define wl_display_create_queue (*lazy_wl_display_create_queue)
#define wl_display_roundtrip_queue (*lazy_wl_display_roundtrip_queue)
#define wl_display_dispatch_queue_pending (*lazy_wl_display_dispatch_queue_pending)
/* The interfaces are data of the library's: the header's declarations become pointers' here. */
#define wl_registry_interface (*cit_lazy_wl_registry_interface)
#define wl_seat_interface (*cit_lazy_wl_seat_interface)
#define wl_pointer_interface (*cit_lazy_wl_pointer_interface)
#include <wayland-client-protocol.h>
__attribute__((visibility("hidden"))) const struct wl_interface *cit_lazy_wl_registry_interface;
__attribute__((visibility("hidden"))) const struct wl_interface *cit_lazy_wl_seat_interface;
__attribute__((visibility("hidden"))) const struct wl_interface *cit_lazy_wl_pointer_interface;

int cit_x11_input_time(const SDL_Event *event, uint32_t *time) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) {
        return 0;
    }
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case KeyPress: case KeyRelease: *time = (uint32_t)x->xkey.time; return 1;
    case ButtonPress: case ButtonRelease: *time = (uint32_t)x->xbutton.time; return 1;
    case MotionNotify: *time = (uint32_t)x->xmotion.time; return 1;
    /* SDL makes a move of the pointer entering the window. */
    case EnterNotify: case LeaveNotify: *time = (uint32_t)x->xcrossing.time; return 1;
    default: return 0;
    }
}

/* The moves SDL pushed, oldest first, each with the server time the watch found for it. */
typedef struct {
    uint32_t timestamp, window;
    int32_t x, y;
    uint32_t time;
    /* Whether an XInput2 move's event came after it (`xi`), and whether its time is the event's. */
    int xi, timed;
} motion_entry;
enum { MOTIONS = 256 };
static struct {
    int watching, opcode;
    /* The newest move pushed since SDL's last window system event (an index into `ring`), else -1. */
    int last;
    motion_entry ring[MOTIONS];
    int first, count;
} x11;

/* Runs in SDL_PushEvent, on the thread that pushes: moves and window system events are pushed only
 * by SDL's handling of X events on the thread that pumps them (other threads' events are passed over). */
static int watch(void *data, SDL_Event *event) {
    (void)data;
    if (event->type == SDL_MOUSEMOTION) {
        if (x11.count == MOTIONS) {
            x11.first = (x11.first + 1) % MOTIONS;
            x11.count -= 1;
        }
        x11.last = (x11.first + x11.count) % MOTIONS;
        const SDL_MouseMotionEvent *m = &event->motion;
        x11.ring[x11.last] = (motion_entry){ m->timestamp, m->windowID, m->x, m->y, 0, 0, 0 };
        x11.count += 1;
        return 1;
    }
    if (event->type != SDL_SYSWMEVENT) return 1;
    /* Each X event's: a core event's comes before the events SDL makes of it, an XInput2 event's after. */
    int last = x11.last;
    x11.last = -1;
    if (last < 0 || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11) return 1;
    const XGenericEventCookie *cookie = &event->syswm.msg->msg.x11.event.xcookie;
    if (cookie->type != GenericEvent || cookie->extension != x11.opcode || cookie->evtype != XI_Motion
        || cookie->data == NULL) {
        return 1;
    }
    /* The move SDL made of this event, as SDL makes it: the window's coordinates cut to whole units. */
    const XIDeviceEvent *motion = cookie->data;
    motion_entry *entry = &x11.ring[last];
    entry->xi = 1;
    if (entry->x == (int)motion->event_x && entry->y == (int)motion->event_y) {
        entry->time = (uint32_t)motion->time;
        entry->timed = 1;
    }
    return 1;
}

int cit_x11_watch(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    cit_x11_unwatch();
    int event, error;
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11 || info.info.x11.display == NULL
        || !XQueryExtension(info.info.x11.display, "XInputExtension", &x11.opcode, &event, &error)) {
        return 0;
    }
    x11.last = -1;
    x11.first = x11.count = 0;
    x11.watching = 1;
    SDL_AddEventWatch(watch, NULL);
    return 1;
}

void cit_x11_unwatch(void) {
    if (x11.watching) SDL_DelEventWatch(watch, NULL);
    x11.watching = 0;
    x11.count = 0;
    x11.last = -1;
}

int cit_x11_motion_time(const SDL_MouseMotionEvent *motion, uint32_t *time) {
    while (x11.count > 0) {
        const motion_entry *entry = &x11.ring[x11.first];
        /* A move pushed after this one: this one was not watched. */
        if ((int32_t)(entry->timestamp - motion->timestamp) > 0) return 0;
        if (x11.first == x11.last) x11.last = -1;
        x11.first = (x11.first + 1) % MOTIONS;
        x11.count -= 1;
        if (entry->timestamp == motion->timestamp && entry->window == motion->windowID
            && entry->x == motion->x && entry->y == motion->y) {
            if (entry->timed) *time = entry->time;
            return entry->timed ? 1 : entry->xi ? -1 : 0;
        }
    }
    return 0;
}

enum { CAPACITY = 256 };
static struct {
    struct wl_display *display;
    struct wl_event_queue *queue;
    struct wl_seat *seat;
    struct wl_pointer *pointer;
    cit_pointer_event ring[CAPACITY];
    int first, count;
} state;

static void record(cit_pointer_event event) {
    if (state.count == CAPACITY) {
        state.first = (state.first + 1) % CAPACITY;
        state.count -= 1;
    }
    state.ring[(state.first + state.count) % CAPACITY] = event;
    state.count += 1;
}

static void pointer_enter(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface,
                          wl_fixed_t x, wl_fixed_t y) {}
static void pointer_leave(void *data, struct wl_pointer *pointer, uint32_t serial, struct wl_surface *surface) {}
static void pointer_motion(void *data, struct wl_pointer *pointer, uint32_t time, wl_fixed_t x, wl_fixed_t y) {
    record((cit_pointer_event){ CIT_MOTION, time, wl_fixed_to_double(x), wl_fixed_to_double(y), 0 });
}
static void pointer_button(void *data, struct wl_pointer *pointer, uint32_t serial, uint32_t time, uint32_t button,
                           uint32_t state_w) {
    cit_kind kind = state_w == WL_POINTER_BUTTON_STATE_PRESSED ? CIT_PRESS : CIT_RELEASE;
    record((cit_pointer_event){ kind, time, 0, 0, button });
}
static void pointer_axis(void *data, struct wl_pointer *pointer, uint32_t time, uint32_t axis, wl_fixed_t value) {}
static const struct wl_pointer_listener pointer_listener = {
    pointer_enter, pointer_leave, pointer_motion, pointer_button, pointer_axis
};

static void seat_capabilities(void *data, struct wl_seat *seat, uint32_t capabilities) {
    if ((capabilities & WL_SEAT_CAPABILITY_POINTER) && state.pointer == NULL) {
        state.pointer = wl_seat_get_pointer(seat);
        wl_pointer_add_listener(state.pointer, &pointer_listener, NULL);
    }
}
static const struct wl_seat_listener seat_listener = { seat_capabilities, NULL };

static void registry_global(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                            uint32_t version) {
    if (state.seat == NULL && SDL_strcmp(interface, "wl_seat") == 0) {
        /* Version 1: the pointer's five events, which is all this needs. */
        state.seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
        wl_seat_add_listener(state.seat, &seat_listener, NULL);
    }
}
static void registry_global_remove(void *data, struct wl_registry *registry, uint32_t name) {}
static const struct wl_registry_listener registry_listener = { registry_global, registry_global_remove };

static int load(void) {
    void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (library == NULL) return 0;
    int found = 1;
#define CIT_FIND(name) found = (*(void **)&lazy_##name = dlsym(library, #name)) && found;
    CIT_FUNCTIONS(CIT_FIND)
#undef CIT_FIND
    found = (cit_lazy_wl_registry_interface = dlsym(library, "wl_registry_interface")) && found;
    found = (cit_lazy_wl_seat_interface = dlsym(library, "wl_seat_interface")) && found;
    found = (cit_lazy_wl_pointer_interface = dlsym(library, "wl_pointer_interface")) && found;
    return found;
}

int cit_wayland_listen(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (state.display != NULL || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND
        || info.info.wl.display == NULL || !load()) {
        return 0;
    }
    state.display = info.info.wl.display;
    state.queue = wl_display_create_queue(state.display);
    if (state.queue == NULL) return 0;
    /* A wrapper of the display on the queue, so the registry and what is bound from it live there. */
    struct wl_display *wrapper = wl_proxy_create_wrapper(state.display);
    if (wrapper == NULL) return 0;
    wl_proxy_set_queue((struct wl_proxy *)wrapper, state.queue);
    struct wl_registry *registry = wl_display_get_registry(wrapper);
    wl_proxy_wrapper_destroy(wrapper);
    if (registry == NULL) return 0;
    wl_registry_add_listener(registry, &registry_listener, NULL);
    /* The globals, then the seat's capabilities. */
    if (wl_display_roundtrip_queue(state.display, state.queue) < 0 || state.seat == NULL) return 0;
    if (wl_display_roundtrip_queue(state.display, state.queue) < 0) return 0;
    return state.pointer != NULL;
}

int cit_wayland_take(cit_pointer_event *events, int capacity) {
    if (state.queue == NULL) return 0;
    wl_display_dispatch_queue_pending(state.display, state.queue);
    int taken = 0;
    while (taken < capacity && state.count > 0) {
        events[taken++] = state.ring[state.first];
        state.first = (state.first + 1) % CAPACITY;
        state.count -= 1;
    }
    return taken;
}
