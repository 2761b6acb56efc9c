#pragma once
// Only what `XResources` reads: the X resource manager string (the RESOURCE_MANAGER property
// that xrdb sets, where Xft.dpi lives). SDL loads Xlib at run time and exposes none of it.
#include <X11/Xlib.h>
