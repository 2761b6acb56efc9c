#!/usr/bin/env python3
"""A vertical drag the X server times itself: every request of it is sent at once through XTEST, each
with its delay, so the server (not this process, which a loaded machine may hold up between moves)
spaces the moves, and stamps each with its own time as it makes it. Usage, DISPLAY set:
xtest-drag.py WINDOW_ID X FROM_Y STEP COUNT PAUSE_MS — a press at (X, FROM_Y) in the window, COUNT moves
of STEP pixels (negative: up) PAUSE_MS apart, and the release together with the last."""
import ctypes
import sys

xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
xtest = ctypes.cdll.LoadLibrary("libXtst.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XDefaultRootWindow.restype = ctypes.c_ulong
xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
xlib.XTranslateCoordinates.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                       ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
                                       ctypes.POINTER(ctypes.c_ulong)]
xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
xtest.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
xtest.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]

if len(sys.argv) != 7:
    sys.exit(__doc__)
window = int(sys.argv[1], 0)
x, from_y, step, count, pause = (int(argument) for argument in sys.argv[2:])
display = xlib.XOpenDisplay(None)
if not display:
    sys.exit("xtest-drag: cannot open the display")
root_x, root_y, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
if not xlib.XTranslateCoordinates(display, window, xlib.XDefaultRootWindow(display), x, from_y,
                                  ctypes.byref(root_x), ctypes.byref(root_y), ctypes.byref(child)):
    sys.exit("xtest-drag: the window is on another screen")
xtest.XTestFakeMotionEvent(display, -1, root_x.value, root_y.value, 0)
xtest.XTestFakeButtonEvent(display, 1, 1, 0)
for index in range(1, count + 1):
    xtest.XTestFakeMotionEvent(display, -1, root_x.value, root_y.value + index * step, pause)
xtest.XTestFakeButtonEvent(display, 1, 0, 0)
# Returns once the server has made every event: each delayed request holds this client until it is done.
xlib.XSync(display, 0)
