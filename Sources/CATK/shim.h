// GLib's flags (pkg-config's `glib-2.0`) for CAccessibility's C files, which load ATK and the AT-SPI
// bridge at run time (CAccessibility/lazy.h) and take ATK's headers from Debian's folder for them.
#include <glib.h>
