/* The application's side of ATK: the root and toolkit name (AtkUtil), starting the AT-SPI bridge,
 * and serving GLib's main context from the app's own loop.
 *
 * The bridge talks D-Bus through sources on GLib's default main context. The app never runs a GLib
 * main loop: each turn of its loop runs what is ready (`cax_serve`), and while it blocks waiting for
 * input a helper thread polls GLib's descriptors (the ones `g_main_context_query` names) and wakes
 * the app's wait when one is ready, so a client's question is answered at once and an idle window
 * still sleeps. Only the main thread ever owns the context or touches an ATK object. */

#include "node.h"
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <unistd.h>

static CaxNode *root_node;
static CaxCallbacks callbacks;
static double window_x, window_y, window_scale = 1;

/* MARK: AtkUtil */

static AtkObject *cax_get_root(void) {
    return root_node ? ATK_OBJECT(root_node) : NULL;
}

static const gchar *cax_get_toolkit_name(void) {
    return "listdemo";
}

static const gchar *cax_get_toolkit_version(void) {
    return "1.0";
}

/* MARK: Calls into the app */

gboolean cax_request(const CaxRequest *request) {
    return callbacks.request && callbacks.request(callbacks.context, request);
}

CaxNode *cax_table_row(CaxNode *table, int32_t row) {
    if (!callbacks.table_row || row < 0 || row >= table->rows) return NULL;
    return callbacks.table_row(callbacks.context, table->key, row);
}

void cax_set_window_geometry(double x, double y, double scale) {
    window_x = x;
    window_y = y;
    window_scale = scale > 0 ? scale : 1;
}

double cax_window_scale(void) {
    return window_scale;
}

void cax_convert_point(double *x, double *y, AtkCoordType coords) {
    *x *= window_scale;
    *y *= window_scale;
    if (coords == ATK_XY_SCREEN) {
        *x += window_x;
        *y += window_y;
    }
}

/* MARK: Serving GLib */

/* The helper thread's watch: the descriptors to poll, and an eventfd the main thread writes to
 * stop it. States go idle -> watching (main) -> done (helper, woken or stopped) -> idle (main). */
enum { WatchIdle, WatchWatching, WatchDone };
static struct {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    pthread_t thread;
    gboolean started;
    int state;
    int stop_fd;
    struct pollfd fds[64];
    nfds_t count;
} watch = { .lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER, .stop_fd = -1 };

/* What the main thread learnt from GLib in `cax_idle_begin`, for `cax_idle_end`. */
static GPollFD glib_fds[G_N_ELEMENTS(watch.fds) - 1];
static gint glib_fd_count;
static gint glib_priority;
static gboolean glib_acquired;

static void *watch_main(void *unused) {
    (void)unused;
    pthread_mutex_lock(&watch.lock);
    for (;;) {
        while (watch.state != WatchWatching) pthread_cond_wait(&watch.changed, &watch.lock);
        nfds_t count = watch.count;
        struct pollfd fds[G_N_ELEMENTS(watch.fds)];
        memcpy(fds, watch.fds, sizeof(struct pollfd) * count);
        pthread_mutex_unlock(&watch.lock);
        int ready;
        do { ready = poll(fds, count, -1); } while (ready < 0 && errno == EINTR);
        /* The last descriptor is the stop request; anything else is GLib's work. */
        gboolean stopped = fds[count - 1].revents != 0;
        gboolean woke = ready > 0 && !stopped;
        if (woke && callbacks.wake) callbacks.wake();
        pthread_mutex_lock(&watch.lock);
        watch.state = WatchDone;
        pthread_cond_broadcast(&watch.changed);
    }
    return NULL;
}

void cax_serve(void) {
    /* A few rounds, so requests that arrived together are all answered this turn. */
    for (int round = 0; round < 8 && g_main_context_iteration(NULL, FALSE); round++) {}
}

int32_t cax_idle_begin(void) {
    GMainContext *context = g_main_context_default();
    glib_acquired = g_main_context_acquire(context);
    if (!glib_acquired) return -1;
    gboolean ready = g_main_context_prepare(context, &glib_priority);
    gint timeout = -1;
    glib_fd_count = g_main_context_query(context, glib_priority, &timeout, glib_fds, G_N_ELEMENTS(glib_fds));
    /* More descriptors than the watch holds: poll again soon rather than miss one. */
    if (glib_fd_count > (gint)G_N_ELEMENTS(glib_fds)) {
        glib_fd_count = G_N_ELEMENTS(glib_fds);
        timeout = timeout < 0 || timeout > 10 ? 10 : timeout;
    }
    if (ready) return 0;
    if (!watch.started) return timeout;
    pthread_mutex_lock(&watch.lock);
    for (gint i = 0; i < glib_fd_count; i++) {
        watch.fds[i] = (struct pollfd){ .fd = glib_fds[i].fd, .events = (short)glib_fds[i].events };
    }
    watch.fds[glib_fd_count] = (struct pollfd){ .fd = watch.stop_fd, .events = POLLIN };
    watch.count = (nfds_t)glib_fd_count + 1;
    watch.state = WatchWatching;
    pthread_cond_broadcast(&watch.changed);
    pthread_mutex_unlock(&watch.lock);
    return timeout;
}

void cax_idle_end(void) {
    if (!glib_acquired) return;
    pthread_mutex_lock(&watch.lock);
    if (watch.state == WatchWatching) {
        uint64_t one = 1;
        while (write(watch.stop_fd, &one, sizeof one) < 0 && errno == EINTR) {}
        while (watch.state != WatchDone) pthread_cond_wait(&watch.changed, &watch.lock);
        uint64_t drained;
        while (read(watch.stop_fd, &drained, sizeof drained) < 0 && errno == EINTR) {}
    }
    watch.state = WatchIdle;
    pthread_mutex_unlock(&watch.lock);
    GMainContext *context = g_main_context_default();
    for (gint i = 0; i < glib_fd_count; i++) glib_fds[i].revents = 0;
    g_poll(glib_fds, (guint)glib_fd_count, 0);
    if (g_main_context_check(context, glib_priority, glib_fds, glib_fd_count)) g_main_context_dispatch(context);
    g_main_context_release(context);
    glib_acquired = FALSE;
}

/* MARK: Start */

bool cax_start(CaxNode *root, CaxCallbacks app) {
    if (root_node) return true;
    root_node = g_object_ref(root);
    callbacks = app;
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = cax_get_root;
    util->get_toolkit_name = cax_get_toolkit_name;
    util->get_toolkit_version = cax_get_toolkit_version;
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
        callbacks = (CaxCallbacks){ 0 };
        g_clear_object(&root_node);
        return false;
    }
    watch.stop_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    watch.started = watch.stop_fd >= 0 && pthread_create(&watch.thread, NULL, watch_main, NULL) == 0;
    return true;
}
