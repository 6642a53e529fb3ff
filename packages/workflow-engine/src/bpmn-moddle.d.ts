/** The part of bpmn-moddle's API the parser uses (the package ships element types, not the class's). */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $parent?: ModdleElement;
    $instanceOf(type: string): boolean;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
  }
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}
