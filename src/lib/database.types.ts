export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.2.3 (519615d)"
  }
  public: {
    Tables: {
      app_config: {
        Row: {
          key: string
          updated_at: string
          value: string
        }
        Insert: {
          key: string
          updated_at?: string
          value?: string
        }
        Update: {
          key?: string
          updated_at?: string
          value?: string
        }
        Relationships: []
      }
      auditoria_permisos: {
        Row: {
          actor_correo: string | null
          actor_id: string | null
          actor_nombre: string | null
          antes: Json | null
          despues: Json | null
          empresa_id: string | null
          id: number
          ocurrido_en: string
          operacion: string
          tabla: string
        }
        Insert: {
          actor_correo?: string | null
          actor_id?: string | null
          actor_nombre?: string | null
          antes?: Json | null
          despues?: Json | null
          empresa_id?: string | null
          id?: never
          ocurrido_en?: string
          operacion: string
          tabla: string
        }
        Update: {
          actor_correo?: string | null
          actor_id?: string | null
          actor_nombre?: string | null
          antes?: Json | null
          despues?: Json | null
          empresa_id?: string | null
          id?: never
          ocurrido_en?: string
          operacion?: string
          tabla?: string
        }
        Relationships: []
      }
      conversaciones_asistente: {
        Row: {
          conversation: Json
          created_at: string
          id: string
          summary: string | null
          topic: string
          user_id: string | null
        }
        Insert: {
          conversation: Json
          created_at?: string
          id?: string
          summary?: string | null
          topic?: string
          user_id?: string | null
        }
        Update: {
          conversation?: Json
          created_at?: string
          id?: string
          summary?: string | null
          topic?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversaciones_asistente_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
        ]
      }
      empleados_override_permisos: {
        Row: {
          empleado_id: string
          modulo_id: string
          puede_acceder: boolean
          updated_at: string
        }
        Insert: {
          empleado_id: string
          modulo_id: string
          puede_acceder: boolean
          updated_at?: string
        }
        Update: {
          empleado_id?: string
          modulo_id?: string
          puede_acceder?: boolean
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "empleados_servicio"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["usuario_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "usuarios_autenticados"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_empleado_id_fkey"
            columns: ["empleado_id"]
            isOneToOne: false
            referencedRelation: "usuarios_plataforma"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "modulos_disponibles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "empleados_override_permisos_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["modulo_id"]
          },
        ]
      }
      empresas: {
        Row: {
          created_at: string
          id: string
          nombre: string
        }
        Insert: {
          created_at?: string
          id?: string
          nombre: string
        }
        Update: {
          created_at?: string
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      modulos_disponibles: {
        Row: {
          activo: boolean
          busqueda: string | null
          clave: string
          descripcion: string | null
          id: string
          nombre: string
        }
        Insert: {
          activo?: boolean
          busqueda?: never
          clave: string
          descripcion?: string | null
          id?: string
          nombre: string
        }
        Update: {
          activo?: boolean
          busqueda?: never
          clave?: string
          descripcion?: string | null
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      modulos_por_plan: {
        Row: {
          activo: boolean
          created_at: string
          modulo_id: string
          plan_id: string
        }
        Insert: {
          activo?: boolean
          created_at?: string
          modulo_id: string
          plan_id: string
        }
        Update: {
          activo?: boolean
          created_at?: string
          modulo_id?: string
          plan_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "accesos_efectivos_usuario"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "modulos_disponibles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "modulos_por_plan_modulo_id_fkey"
            columns: ["modulo_id"]
            isOneToOne: false
            referencedRelation: "permisos_usuario_modulo"
            referencedColumns: ["modulo_id"]
          },
          {
            foreignKeyName: "modulos_por_plan_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "planes_disponibles"
            referencedColumns: ["id"]
          },
        ]
      }
      planes_disponibles: {
        Row: {
          activo: boolean
          clave: string
          descripcion: string | null
          id: string
          nivel: number
          nombre: string
        }
        Insert: {
          activo?: boolean
          clave: string
          descripcion?: string | null
          id?: string
          nivel?: number
          nombre: string
        }
        Update: {
          activo?: boolean
          clave?: string
          descripcion?: string | null
          id?: string
          nivel?: number
          nombre?: string
        }
        Relationships: []
      }
      planes_empresa: {
        Row: {
          activo: boolean
          created_at: string
          empresa_id: string
          fecha_inicio: string
          id: string
          plan_id: string
        }
        Insert: {
          activo?: boolean
          created_at?: string
          empresa_id: string
          fecha_inicio?: string
          id?: string
          plan_id: string
        }
        Update: {
          activo?: boolean
          created_at?: string
          empresa_id?: string
          fecha_inicio?: string
          id?: string
          plan_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "planes_empresa_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "planes_empresa_plan_id_fkey"
            columns: ["plan_id"]
            isOneToOne: false
            referencedRelation: "planes_disponibles"
            referencedColumns: ["id"]
          },
        ]
      }
      roles_sistema: {
        Row: {
          clave: string
          descripcion: string | null
          id: string
          nombre: string
        }
        Insert: {
          clave: string
          descripcion?: string | null
          id: string
          nombre: string
        }
        Update: {
          clave?: string
          descripcion?: string | null
          id?: string
          nombre?: string
        }
        Relationships: []
      }
      solicitudes_contacto: {
        Row: {
          correo: string
          created_at: string
          empresa: string | null
          id: string
          mensaje: string
          modulo_interes: string | null
          nombre: string
          plan_interes: string | null
          telefono: string | null
        }
        Insert: {
          correo: string
          created_at?: string
          empresa?: string | null
          id?: string
          mensaje: string
          modulo_interes?: string | null
          nombre: string
          plan_interes?: string | null
          telefono?: string | null
        }
        Update: {
          correo?: string
          created_at?: string
          empresa?: string | null
          id?: string
          mensaje?: string
          modulo_interes?: string | null
          nombre?: string
          plan_interes?: string | null
          telefono?: string | null
        }
        Relationships: []
      }
      usuarios_plataforma: {
        Row: {
          apellido_materno: string | null
          apellido_paterno: string
          busqueda: string | null
          correo: string | null
          created_at: string
          empresa_id: string | null
          estado: string
          id: string
          nombre: string
          rol_id: string | null
          updated_at: string
        }
        Insert: {
          apellido_materno?: string | null
          apellido_paterno?: string
          busqueda?: never
          correo?: string | null
          created_at?: string
          empresa_id?: string | null
          estado?: string
          id: string
          nombre?: string
          rol_id?: string | null
          updated_at?: string
        }
        Update: {
          apellido_materno?: string | null
          apellido_paterno?: string
          busqueda?: never
          correo?: string | null
          created_at?: string
          empresa_id?: string | null
          estado?: string
          id?: string
          nombre?: string
          rol_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
      videos_demo: {
        Row: {
          activo: boolean
          descripcion: string | null
          slug: string
          titulo: string
          updated_at: string
          url_video: string
        }
        Insert: {
          activo?: boolean
          descripcion?: string | null
          slug: string
          titulo: string
          updated_at?: string
          url_video: string
        }
        Update: {
          activo?: boolean
          descripcion?: string | null
          slug?: string
          titulo?: string
          updated_at?: string
          url_video?: string
        }
        Relationships: []
      }
    }
    Views: {
      accesos_efectivos_usuario: {
        Row: {
          acceso_efectivo: boolean | null
          apellido_materno: string | null
          apellido_paterno: string | null
          busqueda: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          en_plan: boolean | null
          modulo_clave: string | null
          modulo_descripcion: string | null
          modulo_id: string | null
          modulo_nombre: string | null
          nombre: string | null
          override_aplicado: boolean | null
          plan_clave: string | null
          plan_nombre: string | null
          usuario_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      empleados_servicio: {
        Row: {
          empresa_id: string | null
          estado: string | null
          id: string | null
          rol_sistema_id: string | null
        }
        Insert: {
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          rol_sistema_id?: string | null
        }
        Update: {
          empresa_id?: string | null
          estado?: string | null
          id?: string | null
          rol_sistema_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_sistema_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
      historial_permisos: {
        Row: {
          acceso_antes: boolean | null
          acceso_despues: boolean | null
          actor_correo: string | null
          actor_id: string | null
          actor_nombre: string | null
          antes: Json | null
          despues: Json | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado_antes: string | null
          estado_despues: string | null
          id: number | null
          modulo_clave: string | null
          modulo_nombre: string | null
          ocurrido_en: string | null
          operacion: string | null
          plan_antes: string | null
          plan_despues: string | null
          rol_antes: string | null
          rol_despues: string | null
          tabla: string | null
          usuario_correo: string | null
          usuario_id: string | null
          usuario_nombre: string | null
        }
        Relationships: []
      }
      permisos_usuario_modulo: {
        Row: {
          acceso_efectivo: boolean | null
          apellido_materno: string | null
          apellido_paterno: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          en_plan: boolean | null
          modulo_clave: string | null
          modulo_descripcion: string | null
          modulo_id: string | null
          modulo_nombre: string | null
          nombre: string | null
          override_aplicado: boolean | null
          override_puede_acceder: boolean | null
          plan_clave: string | null
          plan_nombre: string | null
          usuario_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
        ]
      }
      usuarios_autenticados: {
        Row: {
          apellido_materno: string | null
          apellido_paterno: string | null
          correo: string | null
          empresa_id: string | null
          empresa_nombre: string | null
          estado: string | null
          id: string | null
          nombre: string | null
          rol_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "usuarios_plataforma_empresa_id_fkey"
            columns: ["empresa_id"]
            isOneToOne: false
            referencedRelation: "empresas"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "usuarios_plataforma_rol_id_fkey"
            columns: ["rol_id"]
            isOneToOne: false
            referencedRelation: "roles_sistema"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      fijar_permiso_usuario: {
        Args: {
          p_usuario_id: string
          p_modulo_id: string
          p_puede_acceder: boolean
        }
        Returns: string
      }
      impacto_cambio_plan: {
        Args: { p_empresa_id: string; p_plan_id: string }
        Returns: {
          usuarios: number
          empresas: number
          modulos_perdidos: number
          es_baja: boolean
        }[]
      }
      impacto_promover_super_admin: {
        Args: { p_usuario_id: string }
        Returns: { usuarios: number; empresas: number }[]
      }
      impacto_quitar_modulo_plan: {
        Args: { p_plan_id: string; p_modulo_id: string }
        Returns: { usuarios: number; empresas: number }[]
      }
      mis_modulos: {
        Args: Record<PropertyKey, never>
        Returns: {
          modulo_id: string
          modulo_clave: string
          modulo_nombre: string
          modulo_descripcion: string
          acceso_efectivo: boolean
          motivo: string
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
