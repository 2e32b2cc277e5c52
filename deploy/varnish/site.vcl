# The site's rules for Varnish in front of several instances. Included after the backends, the
# director `site` and the ACL `purgers` (deploy/cluster writes them; production has its own).
#
# The CMS bans what a publish changed (src/lib/http/purge.ts), so pages are kept for an hour
# rather than the two seconds they tell caches that are not told.

sub vcl_recv {
  set req.backend_hint = site.backend();

  if (req.method == "BAN") {
    if (!client.ip ~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.X-Ban-Url) {
      return (synth(400, "X-Ban-Url missing"));
    }
    # On the URL each object was stored for: the ban lurker can drop them in the background.
    ban("obj.http.X-Url ~ " + req.http.X-Ban-Url);
    return (synth(200, "Banned"));
  }

  # Editors (a draft preview or a CMS session) and the CMS itself, but for its files: never from
  # or into the cache.
  if (req.http.Cookie ~ "(^|;\s*)(__prerender_bypass|payload-token)=" ||
      req.url ~ "^/(admin|vorschau)(/|\?|$)" ||
      (req.url ~ "^/api/" && req.url !~ "^/api/(media|documents|videos)/file/")) {
    return (pass);
  }

  # No page reads a visitor's cookies: one cached copy for everybody.
  unset req.http.Cookie;
}

sub vcl_backend_fetch {
  # Compression is done here, once per stored page (below), not by an instance for every miss:
  # most misses are new unknown paths, each fetched once.
  unset bereq.http.Accept-Encoding;
}

sub vcl_backend_response {
  set beresp.http.X-Url = bereq.url;
  if (beresp.status < 400 && beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml|manifest\+json)|image/svg)") {
    set beresp.do_gzip = true;
  }

  # An instance that is going away: another one answers.
  if (beresp.status >= 500 && bereq.retries < 1 && bereq.method == "GET") {
    return (retry);
  }

  # Rendered from content that a publish changed while it rendered (src/cache/pageCache.mjs):
  # its ban came before it and cannot reach it. Passed on, kept nowhere.
  if (beresp.http.X-Club-Outdated) {
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }

  # Public pages (s-maxage) are banned on publish: keep them longer, and serve them stale for
  # a day while no instance answers. Not a 404: bots ask for new unknown paths all day, and an
  # hour of each would fill the storage (and evicting costs); they keep their two seconds.
  if (beresp.http.Cache-Control ~ "s-maxage" && beresp.http.Cache-Control !~ "(private|no-store|no-cache)" && beresp.status < 400) {
    set beresp.ttl = 1h;
    set beresp.grace = 24h;
  }
}

sub vcl_backend_error {
  # The instance was not reachable (stopped, restarting) and the health checks have not taken it
  # out yet: the director picks the next one. A refused connection fails at once, so a few
  # tries cost nothing. Not with a body (a save): Varnish has not kept it to send again, and a
  # retry would end in its HTML page instead of the answer below.
  if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # A call of the CMS (an editor's save, a sign-in) whose instance went away under it: the admin
  # shows the message of a JSON error, not Varnish's HTML page, and the editor learns what to do.
  if (bereq.url ~ "^/api/") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    synthetic("""{"errors":[{"message":"Die Verbindung zum Server ist während der Anfrage abgebrochen. Ob Ihre Änderung gespeichert wurde, ist nicht sicher: Bitte laden Sie die Seite neu und prüfen Sie sie, bevor Sie noch einmal speichern."}]}""");
    return (deliver);
  }
}

sub vcl_deliver {
  unset resp.http.X-Url;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
