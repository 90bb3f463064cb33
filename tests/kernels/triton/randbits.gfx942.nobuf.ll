; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define amdgpu_kernel void @randbits(ptr addrspace(1) inreg nofree writeonly captures(none) %0, i32 inreg %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 64, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 7, !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = or disjoint i32 %11, %8, !dbg !12
  %13 = or disjoint i32 %12, %10, !dbg !13
  %14 = icmp slt i32 %13, %1, !dbg !14
  br i1 %14, label %.critedge, label %.critedge4, !dbg !15

.critedge:                                        ; preds = %5
  %15 = shl i32 %13, 2, !dbg !16
  %16 = sext i32 %15 to i64, !dbg !17
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !17
  %18 = mul i32 %2, -766435501, !dbg !18
  %19 = add i32 %2, -1640531527, !dbg !25
  %20 = ashr i32 %2, 31, !dbg !26
  %21 = zext i32 %13 to i64, !dbg !27
  %22 = mul nuw i64 %21, 3528531795, !dbg !27
  %23 = lshr i64 %22, 32, !dbg !27
  %24 = trunc nuw i64 %23 to i32, !dbg !27
  %25 = xor i32 %20, %24, !dbg !27
  %26 = zext i32 %25 to i64, !dbg !28
  %27 = mul nuw i64 %26, 3449720151, !dbg !28
  %28 = lshr i64 %27, 32, !dbg !28
  %29 = trunc nuw i64 %28 to i32, !dbg !28
  %30 = xor i32 %19, %29, !dbg !28
  %31 = zext i32 %30 to i64, !dbg !27
  %32 = mul nuw i64 %31, 3528531795, !dbg !27
  %33 = lshr i64 %32, 32, !dbg !27
  %34 = trunc nuw i64 %33 to i32, !dbg !27
  %35 = add nsw i32 %20, 1993301258, !dbg !29
  %36 = xor i32 %35, %18, !dbg !27
  %37 = xor i32 %36, %34, !dbg !27
  %38 = mul i32 %37, -845247145, !dbg !30
  %39 = mul i32 %30, -766435501, !dbg !18
  %40 = mul i32 %25, -845247145, !dbg !30
  %41 = mul i32 %13, -766435501, !dbg !18
  %42 = zext i32 %2 to i64, !dbg !27
  %43 = mul nuw i64 %42, 3528531795, !dbg !27
  %44 = lshr i64 %43, 32, !dbg !27
  %45 = trunc nuw i64 %44 to i32, !dbg !27
  %46 = add nsw i32 %20, -1150833019, !dbg !29
  %47 = xor i32 %46, %45, !dbg !27
  %48 = xor i32 %47, %41, !dbg !27
  %49 = zext i32 %48 to i64, !dbg !28
  %50 = mul nuw i64 %49, 3449720151, !dbg !28
  %51 = lshr i64 %50, 32, !dbg !28
  %52 = trunc nuw i64 %51 to i32, !dbg !28
  %53 = add i32 %2, 1013904242, !dbg !25
  %54 = xor i32 %40, %53, !dbg !28
  %55 = xor i32 %54, %52, !dbg !28
  %56 = zext i32 %55 to i64, !dbg !27
  %57 = mul nuw i64 %56, 3528531795, !dbg !27
  %58 = lshr i64 %57, 32, !dbg !27
  %59 = trunc nuw i64 %58 to i32, !dbg !27
  %60 = add nsw i32 %20, 842468239, !dbg !29
  %61 = xor i32 %39, %60, !dbg !27
  %62 = xor i32 %61, %59, !dbg !27
  %63 = zext i32 %62 to i64, !dbg !28
  %64 = mul nuw i64 %63, 3449720151, !dbg !28
  %65 = lshr i64 %64, 32, !dbg !28
  %66 = trunc nuw i64 %65 to i32, !dbg !28
  %67 = add i32 %2, 2027808484, !dbg !25
  %68 = xor i32 %38, %67, !dbg !28
  %69 = xor i32 %68, %66, !dbg !28
  %70 = mul i32 %69, -766435501, !dbg !18
  %71 = mul i32 %62, -845247145, !dbg !30
  %72 = mul i32 %55, -766435501, !dbg !18
  %73 = mul i32 %48, -845247145, !dbg !30
  %74 = zext i32 %37 to i64, !dbg !28
  %75 = mul nuw i64 %74, 3449720151, !dbg !28
  %76 = lshr i64 %75, 32, !dbg !28
  %77 = trunc nuw i64 %76 to i32, !dbg !28
  %78 = add i32 %2, -626627285, !dbg !25
  %79 = xor i32 %73, %78, !dbg !28
  %80 = xor i32 %79, %77, !dbg !28
  %81 = zext i32 %80 to i64, !dbg !27
  %82 = mul nuw i64 %81, 3528531795, !dbg !27
  %83 = lshr i64 %82, 32, !dbg !27
  %84 = trunc nuw i64 %83 to i32, !dbg !27
  %85 = add nsw i32 %20, -308364780, !dbg !29
  %86 = xor i32 %72, %85, !dbg !27
  %87 = xor i32 %86, %84, !dbg !27
  %88 = zext i32 %87 to i64, !dbg !28
  %89 = mul nuw i64 %88, 3449720151, !dbg !28
  %90 = lshr i64 %89, 32, !dbg !28
  %91 = trunc nuw i64 %90 to i32, !dbg !28
  %92 = add i32 %2, 387276957, !dbg !25
  %93 = xor i32 %71, %92, !dbg !28
  %94 = xor i32 %93, %91, !dbg !28
  %95 = zext i32 %94 to i64, !dbg !27
  %96 = mul nuw i64 %95, 3528531795, !dbg !27
  %97 = lshr i64 %96, 32, !dbg !27
  %98 = trunc nuw i64 %97 to i32, !dbg !27
  %99 = add nsw i32 %20, 1684936478, !dbg !29
  %100 = xor i32 %70, %99, !dbg !27
  %101 = xor i32 %100, %98, !dbg !27
  %102 = mul i32 %101, -845247145, !dbg !30
  %103 = mul i32 %94, -766435501, !dbg !18
  %104 = mul i32 %87, -845247145, !dbg !30
  %105 = mul i32 %80, -766435501, !dbg !18
  %106 = zext i32 %69 to i64, !dbg !27
  %107 = mul nuw i64 %106, 3528531795, !dbg !27
  %108 = lshr i64 %107, 32, !dbg !27
  %109 = trunc nuw i64 %108 to i32, !dbg !27
  %110 = add nsw i32 %20, -1459197799, !dbg !29
  %111 = xor i32 %105, %110, !dbg !27
  %112 = xor i32 %111, %109, !dbg !27
  %113 = zext i32 %112 to i64, !dbg !28
  %114 = mul nuw i64 %113, 3449720151, !dbg !28
  %115 = lshr i64 %114, 32, !dbg !28
  %116 = trunc nuw i64 %115 to i32, !dbg !28
  %117 = add i32 %2, -1253254570, !dbg !25
  %118 = xor i32 %104, %117, !dbg !28
  %119 = xor i32 %118, %116, !dbg !28
  %120 = zext i32 %119 to i64, !dbg !27
  %121 = mul nuw i64 %120, 3528531795, !dbg !27
  %122 = lshr i64 %121, 32, !dbg !27
  %123 = trunc nuw i64 %122 to i32, !dbg !27
  %124 = add nsw i32 %20, 534103459, !dbg !29
  %125 = xor i32 %103, %124, !dbg !27
  %126 = xor i32 %125, %123, !dbg !27
  %127 = zext i32 %126 to i64, !dbg !28
  %128 = mul nuw i64 %127, 3449720151, !dbg !28
  %129 = lshr i64 %128, 32, !dbg !28
  %130 = trunc nuw i64 %129 to i32, !dbg !28
  %131 = add i32 %2, -239350328, !dbg !25
  %132 = xor i32 %102, %131, !dbg !28
  %133 = xor i32 %132, %130, !dbg !28
  %134 = mul i32 %133, -766435501, !dbg !18
  %135 = mul i32 %112, -845247145, !dbg !30
  %136 = zext i32 %101 to i64, !dbg !28
  %137 = mul nuw i64 %136, 3449720151, !dbg !28
  %138 = lshr i64 %137, 32, !dbg !28
  %139 = trunc nuw i64 %138 to i32, !dbg !28
  %140 = add i32 %2, 1401181199, !dbg !25
  %141 = xor i32 %135, %140, !dbg !28
  %142 = xor i32 %141, %139, !dbg !28
  %143 = mul i32 %142, -766435501, !dbg !18
  %144 = zext i32 %133 to i64, !dbg !27
  %145 = mul nuw i64 %144, 3528531795, !dbg !27
  %146 = lshr i64 %145, 32, !dbg !27
  %147 = trunc nuw i64 %146 to i32, !dbg !27
  %148 = add nsw i32 %20, -1767562579, !dbg !29
  %149 = xor i32 %143, %148, !dbg !27
  %150 = xor i32 %149, %147, !dbg !27
  %151 = mul i32 %126, -845247145, !dbg !30
  %152 = mul i32 %119, -766435501, !dbg !18
  %153 = zext i32 %142 to i64, !dbg !27
  %154 = mul nuw i64 %153, 3528531795, !dbg !27
  %155 = lshr i64 %154, 32, !dbg !27
  %156 = trunc nuw i64 %155 to i32, !dbg !27
  %157 = add nsw i32 %20, -616729560, !dbg !29
  %158 = xor i32 %152, %157, !dbg !27
  %159 = xor i32 %158, %156, !dbg !27
  %160 = zext i32 %159 to i64, !dbg !28
  %161 = mul nuw i64 %160, 3449720151, !dbg !28
  %162 = lshr i64 %161, 32, !dbg !28
  %163 = trunc nuw i64 %162 to i32, !dbg !28
  %164 = add i32 %2, -1879881855, !dbg !25
  %165 = xor i32 %151, %164, !dbg !28
  %166 = xor i32 %165, %163, !dbg !28
  %167 = insertelement <1 x i32> poison, i32 %166, i64 0, !dbg !15
  %168 = mul i32 %159, -845247145, !dbg !30
  store <1 x i32> %167, ptr addrspace(1) %17, align 4, !dbg !15
  %169 = getelementptr i8, ptr addrspace(1) %17, i64 4, !dbg !31
  %170 = insertelement <1 x i32> poison, i32 %168, i64 0, !dbg !32
  store <1 x i32> %170, ptr addrspace(1) %169, align 4, !dbg !32
  %171 = insertelement <1 x i32> poison, i32 %150, i64 0, !dbg !33
  %172 = getelementptr i8, ptr addrspace(1) %17, i64 8, !dbg !34
  store <1 x i32> %171, ptr addrspace(1) %172, align 4, !dbg !33
  %173 = getelementptr i8, ptr addrspace(1) %17, i64 12, !dbg !35
  %174 = insertelement <1 x i32> poison, i32 %134, i64 0, !dbg !11
  store <1 x i32> %174, ptr addrspace(1) %173, align 4, !dbg !11
  br label %.critedge4, !dbg !11

.critedge4:                                       ; preds = %5, %.critedge
  ret void, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "randbits", linkageName: "randbits", scope: !1, file: !1, line: 138, type: !5, scopeLine: 138, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 146, column: 5, scope: !4)
!12 = !DILocation(line: 140, column: 39, scope: !4)
!13 = !DILocation(line: 140, column: 12, scope: !4)
!14 = !DILocation(line: 142, column: 9, scope: !4)
!15 = !DILocation(line: 143, column: 5, scope: !4)
!16 = !DILocation(line: 143, column: 20, scope: !4)
!17 = !DILocation(line: 143, column: 14, scope: !4)
!18 = !DILocation(line: 38, column: 14, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "random.py", directory: ".")
!21 = !DILocation(line: 69, column: 12, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 110, column: 12, scope: !19, inlinedAt: !23)
!23 = !DILocation(line: 141, column: 22, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 40, column: 14, scope: !19, inlinedAt: !21)
!26 = !DILocation(line: 57, column: 19, scope: !19, inlinedAt: !22)
!27 = !DILocation(line: 36, column: 14, scope: !19, inlinedAt: !21)
!28 = !DILocation(line: 35, column: 14, scope: !19, inlinedAt: !21)
!29 = !DILocation(line: 41, column: 14, scope: !19, inlinedAt: !21)
!30 = !DILocation(line: 37, column: 14, scope: !19, inlinedAt: !21)
!31 = !DILocation(line: 144, column: 14, scope: !4)
!32 = !DILocation(line: 144, column: 5, scope: !4)
!33 = !DILocation(line: 145, column: 5, scope: !4)
!34 = !DILocation(line: 145, column: 14, scope: !4)
!35 = !DILocation(line: 146, column: 14, scope: !4)
!36 = !DILocation(line: 138, column: 1, scope: !4)
