/**
 * A script for the /api/docs page (served from our origin, so script-src 'self' allows it) that
 * makes Swagger UI draw every operation.
 *
 * Swagger UI (5.34, as bundled by @fastify/swagger-ui 6.1) windows the operation list once its tag
 * and operation rows reach 150 (a hard-coded threshold, no option): only the rows near the viewport
 * exist in the page, the rest are padding. Our reference crossed it with the site, staff and privacy
 * routes (135 operations in 29 tags), and from then on the browser's find-in-page, printing and a
 * screen reader's heading list saw a few operations, and the page looked cut off after the auth
 * tag. A few hundred collapsed operations draw quickly, so the page goes back to drawing them all:
 * the `operations` component is replaced by the plain list Swagger UI itself draws below the
 * threshold.
 *
 * It wraps the SwaggerUIBundle global, which the initializer calls on window.onload, after this
 * script has run, to add its plugin to whatever plugins the initializer passes.
 */
export const ALL_OPERATIONS_JS = `(function () {
  "use strict";
  var original = window.SwaggerUIBundle;
  if (typeof original !== "function") return;

  function AllOperationsPlugin(system) {
    var h = system.React.createElement;
    function AllOperations(props) {
      var specSelectors = props.specSelectors;
      var tagged = specSelectors.taggedOperations();
      if (tagged.size === 0) return h("h3", null, " No operations defined in spec!");
      var methods = specSelectors.validOperationMethods();
      var OperationTag = props.getComponent("OperationTag");
      var OperationContainer = props.getComponent("OperationContainer", true);
      return h("div", null, tagged.entrySeq().toArray().map(function (entry) {
        var tag = entry[0], tagObj = entry[1];
        var operations = tagObj.get("operations").toArray().map(function (op) {
          var path = op.get("path"), method = op.get("method");
          if (methods.indexOf(method) === -1) return null;
          return h(OperationContainer, { key: path + "-" + method, specPath: op.get("specPath"), op: op, path: path, method: method, tag: tag });
        });
        return h(OperationTag, {
          key: "operation-" + tag, tagObj: tagObj, tag: tag, oas3Selectors: props.oas3Selectors, layoutSelectors: props.layoutSelectors,
          layoutActions: props.layoutActions, getConfigs: props.getConfigs, getComponent: props.getComponent, specUrl: specSelectors.url()
        }, h("div", { className: "operation-tag-content" }, operations));
      }));
    }
    return { components: { operations: AllOperations } };
  }

  function SwaggerUIBundle(config) {
    return original(Object.assign({}, config, { plugins: (config.plugins || []).concat([AllOperationsPlugin]) }));
  }
  Object.assign(SwaggerUIBundle, original);
  window.SwaggerUIBundle = SwaggerUIBundle;
})();
`;
