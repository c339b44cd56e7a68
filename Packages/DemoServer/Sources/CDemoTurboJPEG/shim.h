#ifndef DEMOSERVER_CDEMOTURBOJPEG_SHIM_H
#define DEMOSERVER_CDEMOTURBOJPEG_SHIM_H

/* libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev): the demo server decodes its photographs and
   encodes the pictures it serves with it. Only DemoServer's Images folder imports it. */
#include <turbojpeg.h>

#endif
