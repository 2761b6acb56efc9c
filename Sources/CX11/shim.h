#pragma once
// What `XResources` reads (the RESOURCE_MANAGER property xrdb sets, where Xft.dpi lives) and what
// `X11SelectionReader` needs to read CLIPBOARD and PRIMARY itself (SDL 2.26 cannot read INCR
// transfers). SDL loads Xlib at run time and exposes none of it.
#include <X11/Xlib.h>
#include <X11/Xatom.h>

// Cast macros do not import into Swift; these carry the header's own values.
static const Atom CX11_XA_PRIMARY = XA_PRIMARY;
static const Atom CX11_XA_STRING = XA_STRING;
