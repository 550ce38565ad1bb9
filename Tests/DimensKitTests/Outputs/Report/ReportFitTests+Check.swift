extension ReportFitTests {
    /// Runs in the report, in its frame: measures the page folded, then with every `details`
    /// open, and posts `window W, charts C, panels P, beside B, problems N` and the first problems
    /// to the host page. An element counts where it has a box; inside a chart's SVG only the panel
    /// itself does, its drawing and labels are measured against its `viewBox`.
    static let check = #"""
        const problems = [], vw = window.innerWidth, charts = document.querySelectorAll('section.chart');
        let beside = 0, panelCount = 0;
        function name(element) {
          const c = element.getAttribute('class');
          return element.tagName.toLowerCase() + (c ? '.' + c : '') + (element.id ? '#' + element.id : '');
        }
        function outside(box, left, right) { return box.left < left - 0.5 || box.right > right + 0.5; }
        function measure(stage) {
          const root = document.documentElement;
          if (root.scrollWidth > vw) problems.push(stage + ': the page is ' + root.scrollWidth + ' px wide');
          for (const element of document.body.querySelectorAll('*')) {
            if (element.closest('svg') !== null && element.tagName.toLowerCase() !== 'svg') continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            if (outside(box, 0, vw)) problems.push(stage + ': ' + name(element) + ' spans ' + box.left + ' to ' + box.right);
          }
          for (const chart of charts) {
            if (outside(chart.getBoundingClientRect(), 0, vw)) problems.push(stage + ': chart ' + chart.querySelector('h2').id + ' is wider than the window');
            const panels = chart.querySelectorAll('svg');
            for (const svg of panels) {
              const view = svg.viewBox.baseVal, drawn = svg.getBBox(), shown = svg.getBoundingClientRect();
              if (drawn.x < -0.5 || drawn.x + drawn.width > view.width + 0.5 || drawn.y < -0.5 || drawn.y + drawn.height > view.height + 0.5)
                problems.push(stage + ': a panel of ' + chart.querySelector('h2').id + ' is drawn outside its box');
              for (const label of svg.querySelectorAll('text.x, text.panel')) {
                const b = label.getBBox();
                if (b.x < -0.5 || b.x + b.width > view.width + 0.5) problems.push(stage + ': label outside its panel: ' + label.textContent);
              }
              if (outside(shown, 0, vw)) problems.push(stage + ': a panel of ' + chart.querySelector('h2').id + ' spans ' + shown.left + ' to ' + shown.right);
              if (shown.width < 0.85 * view.width) problems.push(stage + ': a panel shrunk to ' + shown.width + ' px of ' + view.width);
            }
            if (stage === 'folded') {
              panelCount += panels.length;
              if (panels.length > 1 && Math.abs(panels[0].getBoundingClientRect().top - panels[1].getBoundingClientRect().top) < 1) beside += 1;
            }
          }
        }
        measure('folded');
        for (const details of document.querySelectorAll('details')) details.open = true;
        measure('open');
        parent.postMessage('window ' + vw + ', charts ' + charts.length + ', panels ' + panelCount + ', beside ' + beside + ', problems ' + problems.length + '\n' + problems.slice(0, 12).join('\n'), '*');
        """#
}
