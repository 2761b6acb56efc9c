// ATK and GLib (the flags of pkg-config's `atk`) for CAccessibility's C files; the module links
// the AT-SPI bridge too (Debian's libatk-bridge2.0-dev), whose one function bridge.c declares.
#include <atk/atk.h>
