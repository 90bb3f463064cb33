; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @half_ops(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree writeonly captures(none) %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %9 = shl i32 %8, 8, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %11 = shl nuw nsw i32 %10, 2, !dbg !13
  %12 = and i32 %11, 252, !dbg !13
  %13 = or disjoint i32 %12, %9, !dbg !12
  %14 = or disjoint i32 %13, 1, !dbg !12
  %15 = or disjoint i32 %13, 2, !dbg !12
  %16 = or disjoint i32 %13, 3, !dbg !12
  %17 = icmp slt i32 %13, %4, !dbg !14
  %18 = icmp slt i32 %14, %4, !dbg !14
  %19 = icmp slt i32 %15, %4, !dbg !14
  %20 = icmp slt i32 %16, %4, !dbg !14
  %21 = sext i32 %14 to i64, !dbg !15
  %22 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %21, !dbg !15
  %23 = sext i32 %15 to i64, !dbg !15
  %24 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %23, !dbg !15
  %25 = sext i32 %16 to i64, !dbg !15
  %26 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %25, !dbg !15
  br i1 %17, label %27, label %31, !dbg !16

27:                                               ; preds = %7
  %28 = sext i32 %13 to i64
  %29 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %28
  %30 = load <1 x half>, ptr addrspace(1) %29, align 2, !dbg !16
  br label %31, !dbg !16

31:                                               ; preds = %27, %7
  %32 = phi <1 x half> [ %30, %27 ], [ zeroinitializer, %7 ], !dbg !16
  %33 = extractelement <1 x half> %32, i64 0, !dbg !16
  br i1 %18, label %34, label %36, !dbg !16

34:                                               ; preds = %31
  %35 = load <1 x half>, ptr addrspace(1) %22, align 2, !dbg !16
  br label %36, !dbg !16

36:                                               ; preds = %34, %31
  %37 = phi <1 x half> [ %35, %34 ], [ zeroinitializer, %31 ], !dbg !16
  %38 = extractelement <1 x half> %37, i64 0, !dbg !16
  br i1 %19, label %39, label %41, !dbg !16

39:                                               ; preds = %36
  %40 = load <1 x half>, ptr addrspace(1) %24, align 2, !dbg !16
  br label %41, !dbg !16

41:                                               ; preds = %39, %36
  %42 = phi <1 x half> [ %40, %39 ], [ zeroinitializer, %36 ], !dbg !16
  %43 = extractelement <1 x half> %42, i64 0, !dbg !16
  br i1 %20, label %44, label %46, !dbg !16

44:                                               ; preds = %41
  %45 = load <1 x half>, ptr addrspace(1) %26, align 2, !dbg !16
  br label %46, !dbg !16

46:                                               ; preds = %44, %41
  %47 = phi <1 x half> [ %45, %44 ], [ zeroinitializer, %41 ], !dbg !16
  %48 = extractelement <1 x half> %47, i64 0, !dbg !16
  %49 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %21, !dbg !17
  %50 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %23, !dbg !17
  %51 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %25, !dbg !17
  br i1 %17, label %52, label %56, !dbg !18

52:                                               ; preds = %46
  %53 = sext i32 %13 to i64
  %54 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %53
  %55 = load <1 x half>, ptr addrspace(1) %54, align 2, !dbg !18
  br label %56, !dbg !18

56:                                               ; preds = %52, %46
  %57 = phi <1 x half> [ %55, %52 ], [ zeroinitializer, %46 ], !dbg !18
  %58 = extractelement <1 x half> %57, i64 0, !dbg !18
  br i1 %18, label %59, label %61, !dbg !18

59:                                               ; preds = %56
  %60 = load <1 x half>, ptr addrspace(1) %49, align 2, !dbg !18
  br label %61, !dbg !18

61:                                               ; preds = %59, %56
  %62 = phi <1 x half> [ %60, %59 ], [ zeroinitializer, %56 ], !dbg !18
  %63 = extractelement <1 x half> %62, i64 0, !dbg !18
  br i1 %19, label %64, label %66, !dbg !18

64:                                               ; preds = %61
  %65 = load <1 x half>, ptr addrspace(1) %50, align 2, !dbg !18
  br label %66, !dbg !18

66:                                               ; preds = %64, %61
  %67 = phi <1 x half> [ %65, %64 ], [ zeroinitializer, %61 ], !dbg !18
  %68 = extractelement <1 x half> %67, i64 0, !dbg !18
  br i1 %20, label %69, label %71, !dbg !18

69:                                               ; preds = %66
  %70 = load <1 x half>, ptr addrspace(1) %51, align 2, !dbg !18
  br label %71, !dbg !18

71:                                               ; preds = %69, %66
  %72 = phi <1 x half> [ %70, %69 ], [ zeroinitializer, %66 ], !dbg !18
  %73 = extractelement <1 x half> %72, i64 0, !dbg !18
  %74 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %21, !dbg !19
  %75 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %23, !dbg !19
  %76 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %25, !dbg !19
  %77 = fmul half %38, %63, !dbg !20
  %78 = fmul half %43, %68, !dbg !20
  %79 = fmul half %48, %73, !dbg !20
  %80 = fadd half %38, %77, !dbg !20
  %81 = fadd half %43, %78, !dbg !20
  %82 = fadd half %48, %79, !dbg !20
  br i1 %17, label %83, label %89, !dbg !21

83:                                               ; preds = %71
  %84 = sext i32 %13 to i64
  %85 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %84
  %86 = fmul half %33, %58
  %87 = fadd half %33, %86
  %88 = insertelement <1 x half> poison, half %87, i64 0
  store <1 x half> %88, ptr addrspace(1) %85, align 2, !dbg !21
  br label %89, !dbg !21

89:                                               ; preds = %83, %71
  br i1 %18, label %90, label %92, !dbg !21

90:                                               ; preds = %89
  %91 = insertelement <1 x half> poison, half %80, i64 0
  store <1 x half> %91, ptr addrspace(1) %74, align 2, !dbg !21
  br label %92, !dbg !21

92:                                               ; preds = %90, %89
  br i1 %19, label %93, label %95, !dbg !21

93:                                               ; preds = %92
  %94 = insertelement <1 x half> poison, half %81, i64 0
  store <1 x half> %94, ptr addrspace(1) %75, align 2, !dbg !21
  br label %95, !dbg !21

95:                                               ; preds = %93, %92
  br i1 %20, label %96, label %98, !dbg !21

96:                                               ; preds = %95
  %97 = insertelement <1 x half> poison, half %82, i64 0
  store <1 x half> %97, ptr addrspace(1) %76, align 2, !dbg !21
  br label %98, !dbg !21

98:                                               ; preds = %96, %95
  %99 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %21, !dbg !22
  %100 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %23, !dbg !22
  %101 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %25, !dbg !22
  %102 = fpext half %38 to float, !dbg !23
  %103 = fpext half %43 to float, !dbg !23
  %104 = fpext half %48 to float, !dbg !23
  %105 = fpext half %63 to float, !dbg !24
  %106 = fpext half %68 to float, !dbg !24
  %107 = fpext half %73 to float, !dbg !24
  %108 = fsub float %102, %105, !dbg !23
  %109 = fsub float %103, %106, !dbg !23
  %110 = fsub float %104, %107, !dbg !23
  %111 = bitcast float %108 to i32, !dbg !25
  %112 = fcmp uno float %108, 0.000000e+00, !dbg !25
  %113 = lshr i32 %111, 16, !dbg !25
  %114 = and i32 %113, 1, !dbg !25
  %115 = add i32 %111, 32767, !dbg !25
  %116 = add i32 %115, %114, !dbg !25
  %117 = lshr i32 %116, 16, !dbg !25
  %118 = trunc nuw i32 %117 to i16, !dbg !25
  %119 = bitcast i16 %118 to bfloat, !dbg !25
  %120 = select i1 %112, bfloat +nan(0x3F), bfloat %119, !dbg !25
  %121 = bitcast float %109 to i32, !dbg !25
  %122 = fcmp uno float %109, 0.000000e+00, !dbg !25
  %123 = lshr i32 %121, 16, !dbg !25
  %124 = and i32 %123, 1, !dbg !25
  %125 = add i32 %121, 32767, !dbg !25
  %126 = add i32 %125, %124, !dbg !25
  %127 = lshr i32 %126, 16, !dbg !25
  %128 = trunc nuw i32 %127 to i16, !dbg !25
  %129 = bitcast i16 %128 to bfloat, !dbg !25
  %130 = select i1 %122, bfloat +nan(0x3F), bfloat %129, !dbg !25
  %131 = bitcast float %110 to i32, !dbg !25
  %132 = fcmp uno float %110, 0.000000e+00, !dbg !25
  %133 = lshr i32 %131, 16, !dbg !25
  %134 = and i32 %133, 1, !dbg !25
  %135 = add i32 %131, 32767, !dbg !25
  %136 = add i32 %135, %134, !dbg !25
  %137 = lshr i32 %136, 16, !dbg !25
  %138 = trunc nuw i32 %137 to i16, !dbg !25
  %139 = bitcast i16 %138 to bfloat, !dbg !25
  %140 = select i1 %132, bfloat +nan(0x3F), bfloat %139, !dbg !25
  br i1 %17, label %141, label %158, !dbg !26

141:                                              ; preds = %98
  %142 = fpext half %33 to float, !dbg !23
  %143 = fpext half %58 to float, !dbg !24
  %144 = fsub float %142, %143, !dbg !23
  %145 = fcmp uno float %144, 0.000000e+00, !dbg !25
  %146 = bitcast float %144 to i32, !dbg !25
  %147 = lshr i32 %146, 16, !dbg !25
  %148 = and i32 %147, 1, !dbg !25
  %149 = add i32 %146, 32767, !dbg !25
  %150 = add i32 %149, %148, !dbg !25
  %151 = lshr i32 %150, 16, !dbg !25
  %152 = trunc nuw i32 %151 to i16, !dbg !25
  %153 = bitcast i16 %152 to bfloat, !dbg !25
  %154 = select i1 %145, bfloat +nan(0x3F), bfloat %153, !dbg !25
  %155 = insertelement <1 x bfloat> poison, bfloat %154, i64 0, !dbg !26
  %156 = sext i32 %13 to i64, !dbg !22
  %157 = getelementptr [2 x i8], ptr addrspace(1) %3, i64 %156, !dbg !22
  store <1 x bfloat> %155, ptr addrspace(1) %157, align 2, !dbg !26
  br label %158, !dbg !26

158:                                              ; preds = %141, %98
  br i1 %18, label %159, label %161, !dbg !26

159:                                              ; preds = %158
  %160 = insertelement <1 x bfloat> poison, bfloat %120, i64 0
  store <1 x bfloat> %160, ptr addrspace(1) %99, align 2, !dbg !26
  br label %161, !dbg !26

161:                                              ; preds = %159, %158
  br i1 %19, label %162, label %164, !dbg !26

162:                                              ; preds = %161
  %163 = insertelement <1 x bfloat> poison, bfloat %130, i64 0
  store <1 x bfloat> %163, ptr addrspace(1) %100, align 2, !dbg !26
  br label %164, !dbg !26

164:                                              ; preds = %162, %161
  br i1 %20, label %165, label %167, !dbg !26

165:                                              ; preds = %164
  %166 = insertelement <1 x bfloat> poison, bfloat %140, i64 0
  store <1 x bfloat> %166, ptr addrspace(1) %101, align 2, !dbg !26
  br label %167, !dbg !26

167:                                              ; preds = %165, %164
  ret void, !dbg !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "half_ops", linkageName: "half_ops", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !11, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 160, column: 12, scope: !4)
!13 = !DILocation(line: 160, column: 39, scope: !4)
!14 = !DILocation(line: 161, column: 9, scope: !4)
!15 = !DILocation(line: 162, column: 17, scope: !4)
!16 = !DILocation(line: 162, column: 9, scope: !4)
!17 = !DILocation(line: 163, column: 17, scope: !4)
!18 = !DILocation(line: 163, column: 9, scope: !4)
!19 = !DILocation(line: 164, column: 14, scope: !4)
!20 = !DILocation(line: 164, column: 26, scope: !4)
!21 = !DILocation(line: 164, column: 5, scope: !4)
!22 = !DILocation(line: 165, column: 14, scope: !4)
!23 = !DILocation(line: 165, column: 27, scope: !4)
!24 = !DILocation(line: 165, column: 46, scope: !4)
!25 = !DILocation(line: 165, column: 26, scope: !4)
!26 = !DILocation(line: 165, column: 5, scope: !4)
!27 = !DILocation(line: 158, column: 1, scope: !4)
