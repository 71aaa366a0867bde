import { Card, CardContent } from "@/components/ui/card";

/** The empty state of a section whose feature has not shipped yet. */
export function ComingNext({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Card>
        <CardContent className="py-12 text-center text-muted-foreground">{text}</CardContent>
      </Card>
    </div>
  );
}
