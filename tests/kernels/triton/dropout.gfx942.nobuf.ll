; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @dropout(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, float inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 7, !dbg !13
  %12 = and i32 %8, 63, !dbg !14
  %.masked = and i32 %9, 64, !dbg !14
  %13 = or disjoint i32 %12, %.masked, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = icmp slt i32 %14, %2, !dbg !15
  br i1 %15, label %16, label %20, !dbg !16

16:                                               ; preds = %7
  %17 = sext i32 %14 to i64
  %18 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %17
  %19 = load <1 x float>, ptr addrspace(1) %18, align 4, !dbg !16
  br label %20, !dbg !16

20:                                               ; preds = %16, %7
  %21 = phi <1 x float> [ %19, %16 ], [ zeroinitializer, %7 ], !dbg !16
  %22 = and i32 %9, 128, !dbg !12
  %23 = icmp eq i32 %22, 0, !dbg !12
  %24 = and i1 %23, %15, !dbg !12
  br i1 %24, label %25, label %165, !dbg !12

25:                                               ; preds = %20
  %26 = add i32 %4, -1640531527, !dbg !17
  %27 = ashr i32 %4, 31, !dbg !26
  %28 = zext i32 %14 to i64, !dbg !27
  %29 = mul nuw i64 %28, 3528531795, !dbg !27
  %30 = lshr i64 %29, 32, !dbg !27
  %31 = trunc nuw i64 %30 to i32, !dbg !27
  %32 = xor i32 %27, %31, !dbg !27
  %33 = zext i32 %32 to i64, !dbg !28
  %34 = mul nuw i64 %33, 3449720151, !dbg !28
  %35 = lshr i64 %34, 32, !dbg !28
  %36 = trunc nuw i64 %35 to i32, !dbg !28
  %37 = xor i32 %26, %36, !dbg !28
  %38 = mul i32 %37, -766435501, !dbg !29
  %39 = mul i32 %32, -845247145, !dbg !30
  %40 = mul i32 %14, -766435501, !dbg !29
  %41 = zext i32 %4 to i64, !dbg !27
  %42 = mul nuw i64 %41, 3528531795, !dbg !27
  %43 = lshr i64 %42, 32, !dbg !27
  %44 = trunc nuw i64 %43 to i32, !dbg !27
  %45 = add nsw i32 %27, -1150833019, !dbg !31
  %46 = xor i32 %45, %44, !dbg !27
  %47 = xor i32 %46, %40, !dbg !27
  %48 = zext i32 %47 to i64, !dbg !28
  %49 = mul nuw i64 %48, 3449720151, !dbg !28
  %50 = lshr i64 %49, 32, !dbg !28
  %51 = trunc nuw i64 %50 to i32, !dbg !28
  %52 = add i32 %4, 1013904242, !dbg !17
  %53 = xor i32 %39, %52, !dbg !28
  %54 = xor i32 %53, %51, !dbg !28
  %55 = zext i32 %54 to i64, !dbg !27
  %56 = mul nuw i64 %55, 3528531795, !dbg !27
  %57 = lshr i64 %56, 32, !dbg !27
  %58 = trunc nuw i64 %57 to i32, !dbg !27
  %59 = add nsw i32 %27, 842468239, !dbg !31
  %60 = xor i32 %38, %59, !dbg !27
  %61 = xor i32 %60, %58, !dbg !27
  %62 = mul i32 %61, -845247145, !dbg !30
  %63 = mul i32 %54, -766435501, !dbg !29
  %64 = mul i32 %47, -845247145, !dbg !30
  %65 = mul i32 %4, -766435501, !dbg !29
  %66 = zext i32 %37 to i64, !dbg !27
  %67 = mul nuw i64 %66, 3528531795, !dbg !27
  %68 = lshr i64 %67, 32, !dbg !27
  %69 = trunc nuw i64 %68 to i32, !dbg !27
  %70 = add nsw i32 %27, 1993301258, !dbg !31
  %71 = xor i32 %70, %65, !dbg !27
  %72 = xor i32 %71, %69, !dbg !27
  %73 = zext i32 %72 to i64, !dbg !28
  %74 = mul nuw i64 %73, 3449720151, !dbg !28
  %75 = lshr i64 %74, 32, !dbg !28
  %76 = trunc nuw i64 %75 to i32, !dbg !28
  %77 = add i32 %4, -626627285, !dbg !17
  %78 = xor i32 %64, %77, !dbg !28
  %79 = xor i32 %78, %76, !dbg !28
  %80 = zext i32 %79 to i64, !dbg !27
  %81 = mul nuw i64 %80, 3528531795, !dbg !27
  %82 = lshr i64 %81, 32, !dbg !27
  %83 = trunc nuw i64 %82 to i32, !dbg !27
  %84 = add nsw i32 %27, -308364780, !dbg !31
  %85 = xor i32 %63, %84, !dbg !27
  %86 = xor i32 %85, %83, !dbg !27
  %87 = zext i32 %86 to i64, !dbg !28
  %88 = mul nuw i64 %87, 3449720151, !dbg !28
  %89 = lshr i64 %88, 32, !dbg !28
  %90 = trunc nuw i64 %89 to i32, !dbg !28
  %91 = add i32 %4, 387276957, !dbg !17
  %92 = xor i32 %62, %91, !dbg !28
  %93 = xor i32 %92, %90, !dbg !28
  %94 = mul i32 %93, -766435501, !dbg !29
  %95 = mul i32 %86, -845247145, !dbg !30
  %96 = mul i32 %79, -766435501, !dbg !29
  %97 = mul i32 %72, -845247145, !dbg !30
  %98 = zext i32 %61 to i64, !dbg !28
  %99 = mul nuw i64 %98, 3449720151, !dbg !28
  %100 = lshr i64 %99, 32, !dbg !28
  %101 = trunc nuw i64 %100 to i32, !dbg !28
  %102 = add i32 %4, 2027808484, !dbg !17
  %103 = xor i32 %97, %102, !dbg !28
  %104 = xor i32 %103, %101, !dbg !28
  %105 = zext i32 %104 to i64, !dbg !27
  %106 = mul nuw i64 %105, 3528531795, !dbg !27
  %107 = lshr i64 %106, 32, !dbg !27
  %108 = trunc nuw i64 %107 to i32, !dbg !27
  %109 = add nsw i32 %27, -1459197799, !dbg !31
  %110 = xor i32 %96, %109, !dbg !27
  %111 = xor i32 %110, %108, !dbg !27
  %112 = zext i32 %111 to i64, !dbg !28
  %113 = mul nuw i64 %112, 3449720151, !dbg !28
  %114 = lshr i64 %113, 32, !dbg !28
  %115 = trunc nuw i64 %114 to i32, !dbg !28
  %116 = add i32 %4, -1253254570, !dbg !17
  %117 = xor i32 %95, %116, !dbg !28
  %118 = xor i32 %117, %115, !dbg !28
  %119 = zext i32 %118 to i64, !dbg !27
  %120 = mul nuw i64 %119, 3528531795, !dbg !27
  %121 = lshr i64 %120, 32, !dbg !27
  %122 = trunc nuw i64 %121 to i32, !dbg !27
  %123 = add nsw i32 %27, 534103459, !dbg !31
  %124 = xor i32 %94, %123, !dbg !27
  %125 = xor i32 %124, %122, !dbg !27
  %126 = mul i32 %125, -845247145, !dbg !30
  %127 = mul i32 %118, -766435501, !dbg !29
  %128 = mul i32 %111, -845247145, !dbg !30
  %129 = mul i32 %104, -766435501, !dbg !29
  %130 = zext i32 %93 to i64, !dbg !27
  %131 = mul nuw i64 %130, 3528531795, !dbg !27
  %132 = lshr i64 %131, 32, !dbg !27
  %133 = add nsw i32 %27, 1684936478, !dbg !31
  %134 = xor i32 %129, %133, !dbg !27
  %135 = zext i32 %134 to i64, !dbg !28
  %136 = xor i64 %132, %135, !dbg !28
  %137 = mul nuw i64 %136, 3449720151, !dbg !28
  %138 = lshr i64 %137, 32, !dbg !28
  %139 = add i32 %4, 1401181199, !dbg !17
  %140 = xor i32 %128, %139, !dbg !28
  %141 = zext i32 %140 to i64, !dbg !27
  %142 = xor i64 %138, %141, !dbg !27
  %143 = mul nuw i64 %142, 3528531795, !dbg !27
  %144 = lshr i64 %143, 32, !dbg !27
  %145 = add nsw i32 %27, -616729560, !dbg !31
  %146 = xor i32 %127, %145, !dbg !27
  %147 = zext i32 %146 to i64, !dbg !28
  %148 = xor i64 %144, %147, !dbg !28
  %149 = mul nuw i64 %148, 3449720151, !dbg !28
  %150 = lshr i64 %149, 32, !dbg !28
  %151 = trunc nuw i64 %150 to i32, !dbg !28
  %152 = add i32 %4, -1879881855, !dbg !17
  %153 = xor i32 %126, %152, !dbg !28
  %154 = xor i32 %153, %151, !dbg !28
  %.lobit = ashr i32 %154, 31, !dbg !32
  %155 = xor i32 %.lobit, %154, !dbg !32
  %156 = sitofp i32 %155 to float, !dbg !34
  %157 = fmul nnan float %156, f0x2FFFFFFF, !dbg !34
  %158 = fcmp ogt float %157, %3, !dbg !35
  %159 = extractelement <1 x float> %21, i64 0, !dbg !16
  %160 = fmul float %159, 2.000000e+00, !dbg !36
  %161 = select i1 %158, float %160, float 0.000000e+00, !dbg !37
  %162 = insertelement <1 x float> poison, float %161, i64 0, !dbg !12
  %163 = sext i32 %14 to i64, !dbg !38
  %164 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %163, !dbg !38
  store <1 x float> %162, ptr addrspace(1) %164, align 4, !dbg !12
  br label %165, !dbg !12

165:                                              ; preds = %25, %20
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "dropout", linkageName: "dropout", scope: !1, file: !1, line: 129, type: !5, scopeLine: 129, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !8, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 134, column: 5, scope: !4)
!13 = !DILocation(line: 131, column: 12, scope: !4)
!14 = !DILocation(line: 131, column: 39, scope: !4)
!15 = !DILocation(line: 132, column: 9, scope: !4)
!16 = !DILocation(line: 133, column: 9, scope: !4)
!17 = !DILocation(line: 40, column: 14, scope: !18, inlinedAt: !20)
!18 = distinct !DILexicalBlockFile(scope: !4, file: !19, discriminator: 0)
!19 = !DIFile(filename: "random.py", directory: ".")
!20 = !DILocation(line: 69, column: 12, scope: !18, inlinedAt: !21)
!21 = !DILocation(line: 110, column: 12, scope: !18, inlinedAt: !22)
!22 = !DILocation(line: 84, column: 20, scope: !18, inlinedAt: !23)
!23 = !DILocation(line: 155, column: 14, scope: !18, inlinedAt: !24)
!24 = !DILocation(line: 134, column: 35, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 57, column: 19, scope: !18, inlinedAt: !21)
!27 = !DILocation(line: 36, column: 14, scope: !18, inlinedAt: !20)
!28 = !DILocation(line: 35, column: 14, scope: !18, inlinedAt: !20)
!29 = !DILocation(line: 38, column: 14, scope: !18, inlinedAt: !20)
!30 = !DILocation(line: 37, column: 14, scope: !18, inlinedAt: !20)
!31 = !DILocation(line: 41, column: 14, scope: !18, inlinedAt: !20)
!32 = !DILocation(line: 142, column: 9, scope: !18, inlinedAt: !33)
!33 = !DILocation(line: 156, column: 12, scope: !18, inlinedAt: !24)
!34 = !DILocation(line: 143, column: 12, scope: !18, inlinedAt: !33)
!35 = !DILocation(line: 134, column: 35, scope: !4)
!36 = !DILocation(line: 134, column: 60, scope: !4)
!37 = !DILocation(line: 134, column: 26, scope: !4)
!38 = !DILocation(line: 134, column: 14, scope: !4)
!39 = !DILocation(line: 129, column: 1, scope: !4)
