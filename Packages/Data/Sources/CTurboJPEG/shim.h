#ifndef PHOTOLIST_CTURBOJPEG_SHIM_H
#define PHOTOLIST_CTURBOJPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev); only the Imaging target imports it. */
#include <turbojpeg.h>

#endif
