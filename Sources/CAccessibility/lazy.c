/* Loading ATK, GObject and the AT-SPI bridge when the app first needs them (see lazy.h). */

#include "CAccessibility.h"
#include "lazy.h"
#include <dlfcn.h>

#define CAX_LAZY_DEFINE(name) __typeof__(cax_lazy_##name) cax_lazy_##name;
CAX_LAZY_FUNCTIONS(CAX_LAZY_DEFINE)

bool cax_load(void) {
    static bool loaded;
    if (loaded) return true;
    /* Debian's libatk-bridge2.0-0; it needs ATK, GObject and AT-SPI, which come with it. Global, as if linked. */
    void *bridge = dlopen("libatk-bridge-2.0.so.0", RTLD_NOW | RTLD_GLOBAL);
    if (!bridge) return false;
    bool found = true;
#define CAX_LAZY_FIND(name) found = (*(void **)&cax_lazy_##name = dlsym(bridge, #name)) && found;
    CAX_LAZY_FUNCTIONS(CAX_LAZY_FIND)
    /* A library without one of them is not one the bridge can run on; it stays loaded (unloading GObject is
     * not safe), and nothing calls into it. */
    loaded = found;
    return loaded;
}
