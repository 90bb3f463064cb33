; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define amdgpu_kernel void @randbits(ptr addrspace(1) inreg nofree writeonly captures(none) %0, i32 inreg %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !12
  %8 = and i32 %7, 64, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 7, !dbg !13
  %11 = and i32 %6, 63, !dbg !12
  %12 = or disjoint i32 %8, %11, !dbg !12
  %13 = or disjoint i32 %12, %10, !dbg !13
  %14 = ashr i32 %2, 31, !dbg !14
  %15 = zext i32 %13 to i64, !dbg !20
  %16 = mul nuw i64 %15, 3528531795, !dbg !20
  %17 = lshr i64 %16, 32, !dbg !20
  %18 = trunc nuw i64 %17 to i32, !dbg !20
  %19 = xor i32 %14, %18, !dbg !20
  %20 = mul i32 %13, -766435501, !dbg !22
  %21 = add i32 %2, -1640531527, !dbg !23
  %22 = add nsw i32 %14, -1150833019, !dbg !24
  %23 = zext i32 %19 to i64, !dbg !25
  %24 = mul nuw i64 %23, 3449720151, !dbg !25
  %25 = lshr i64 %24, 32, !dbg !25
  %26 = trunc nuw i64 %25 to i32, !dbg !25
  %27 = xor i32 %21, %26, !dbg !25
  %28 = zext i32 %2 to i64, !dbg !20
  %29 = mul nuw i64 %28, 3528531795, !dbg !20
  %30 = lshr i64 %29, 32, !dbg !20
  %31 = trunc nuw i64 %30 to i32, !dbg !20
  %32 = xor i32 %22, %31, !dbg !20
  %33 = xor i32 %32, %20, !dbg !20
  %34 = mul i32 %19, -845247145, !dbg !26
  %35 = mul i32 %2, -766435501, !dbg !22
  %36 = add i32 %2, 1013904242, !dbg !23
  %37 = add nsw i32 %14, 1993301258, !dbg !24
  %38 = zext i32 %33 to i64, !dbg !25
  %39 = mul nuw i64 %38, 3449720151, !dbg !25
  %40 = lshr i64 %39, 32, !dbg !25
  %41 = trunc nuw i64 %40 to i32, !dbg !25
  %42 = xor i32 %34, %36, !dbg !25
  %43 = xor i32 %42, %41, !dbg !25
  %44 = zext i32 %27 to i64, !dbg !20
  %45 = mul nuw i64 %44, 3528531795, !dbg !20
  %46 = lshr i64 %45, 32, !dbg !20
  %47 = trunc nuw i64 %46 to i32, !dbg !20
  %48 = xor i32 %37, %35, !dbg !20
  %49 = xor i32 %48, %47, !dbg !20
  %50 = mul i32 %33, -845247145, !dbg !26
  %51 = mul i32 %27, -766435501, !dbg !22
  %52 = add i32 %2, -626627285, !dbg !23
  %53 = add nsw i32 %14, 842468239, !dbg !24
  %54 = zext i32 %49 to i64, !dbg !25
  %55 = mul nuw i64 %54, 3449720151, !dbg !25
  %56 = lshr i64 %55, 32, !dbg !25
  %57 = trunc nuw i64 %56 to i32, !dbg !25
  %58 = xor i32 %50, %52, !dbg !25
  %59 = xor i32 %58, %57, !dbg !25
  %60 = zext i32 %43 to i64, !dbg !20
  %61 = mul nuw i64 %60, 3528531795, !dbg !20
  %62 = lshr i64 %61, 32, !dbg !20
  %63 = trunc nuw i64 %62 to i32, !dbg !20
  %64 = xor i32 %51, %53, !dbg !20
  %65 = xor i32 %64, %63, !dbg !20
  %66 = mul i32 %49, -845247145, !dbg !26
  %67 = mul i32 %43, -766435501, !dbg !22
  %68 = add i32 %2, 2027808484, !dbg !23
  %69 = add nsw i32 %14, -308364780, !dbg !24
  %70 = zext i32 %65 to i64, !dbg !25
  %71 = mul nuw i64 %70, 3449720151, !dbg !25
  %72 = lshr i64 %71, 32, !dbg !25
  %73 = trunc nuw i64 %72 to i32, !dbg !25
  %74 = xor i32 %66, %68, !dbg !25
  %75 = xor i32 %74, %73, !dbg !25
  %76 = zext i32 %59 to i64, !dbg !20
  %77 = mul nuw i64 %76, 3528531795, !dbg !20
  %78 = lshr i64 %77, 32, !dbg !20
  %79 = trunc nuw i64 %78 to i32, !dbg !20
  %80 = xor i32 %67, %69, !dbg !20
  %81 = xor i32 %80, %79, !dbg !20
  %82 = mul i32 %65, -845247145, !dbg !26
  %83 = mul i32 %59, -766435501, !dbg !22
  %84 = add i32 %2, 387276957, !dbg !23
  %85 = add nsw i32 %14, -1459197799, !dbg !24
  %86 = zext i32 %81 to i64, !dbg !25
  %87 = mul nuw i64 %86, 3449720151, !dbg !25
  %88 = lshr i64 %87, 32, !dbg !25
  %89 = trunc nuw i64 %88 to i32, !dbg !25
  %90 = xor i32 %82, %84, !dbg !25
  %91 = xor i32 %90, %89, !dbg !25
  %92 = zext i32 %75 to i64, !dbg !20
  %93 = mul nuw i64 %92, 3528531795, !dbg !20
  %94 = lshr i64 %93, 32, !dbg !20
  %95 = trunc nuw i64 %94 to i32, !dbg !20
  %96 = xor i32 %83, %85, !dbg !20
  %97 = xor i32 %96, %95, !dbg !20
  %98 = mul i32 %81, -845247145, !dbg !26
  %99 = mul i32 %75, -766435501, !dbg !22
  %100 = add i32 %2, -1253254570, !dbg !23
  %101 = add nsw i32 %14, 1684936478, !dbg !24
  %102 = zext i32 %97 to i64, !dbg !25
  %103 = mul nuw i64 %102, 3449720151, !dbg !25
  %104 = lshr i64 %103, 32, !dbg !25
  %105 = trunc nuw i64 %104 to i32, !dbg !25
  %106 = xor i32 %98, %100, !dbg !25
  %107 = xor i32 %106, %105, !dbg !25
  %108 = zext i32 %91 to i64, !dbg !20
  %109 = mul nuw i64 %108, 3528531795, !dbg !20
  %110 = lshr i64 %109, 32, !dbg !20
  %111 = trunc nuw i64 %110 to i32, !dbg !20
  %112 = xor i32 %99, %101, !dbg !20
  %113 = xor i32 %112, %111, !dbg !20
  %114 = mul i32 %97, -845247145, !dbg !26
  %115 = mul i32 %91, -766435501, !dbg !22
  %116 = add i32 %2, 1401181199, !dbg !23
  %117 = add nsw i32 %14, 534103459, !dbg !24
  %118 = zext i32 %113 to i64, !dbg !25
  %119 = mul nuw i64 %118, 3449720151, !dbg !25
  %120 = lshr i64 %119, 32, !dbg !25
  %121 = trunc nuw i64 %120 to i32, !dbg !25
  %122 = xor i32 %114, %116, !dbg !25
  %123 = xor i32 %122, %121, !dbg !25
  %124 = zext i32 %107 to i64, !dbg !20
  %125 = mul nuw i64 %124, 3528531795, !dbg !20
  %126 = lshr i64 %125, 32, !dbg !20
  %127 = trunc nuw i64 %126 to i32, !dbg !20
  %128 = xor i32 %115, %117, !dbg !20
  %129 = xor i32 %128, %127, !dbg !20
  %130 = mul i32 %113, -845247145, !dbg !26
  %131 = mul i32 %107, -766435501, !dbg !22
  %132 = add i32 %2, -239350328, !dbg !23
  %133 = add nsw i32 %14, -616729560, !dbg !24
  %134 = zext i32 %129 to i64, !dbg !25
  %135 = mul nuw i64 %134, 3449720151, !dbg !25
  %136 = lshr i64 %135, 32, !dbg !25
  %137 = trunc nuw i64 %136 to i32, !dbg !25
  %138 = xor i32 %130, %132, !dbg !25
  %139 = xor i32 %138, %137, !dbg !25
  %140 = zext i32 %123 to i64, !dbg !20
  %141 = mul nuw i64 %140, 3528531795, !dbg !20
  %142 = lshr i64 %141, 32, !dbg !20
  %143 = trunc nuw i64 %142 to i32, !dbg !20
  %144 = xor i32 %131, %133, !dbg !20
  %145 = xor i32 %144, %143, !dbg !20
  %146 = mul i32 %129, -845247145, !dbg !26
  %147 = mul i32 %123, -766435501, !dbg !22
  %148 = add i32 %2, -1879881855, !dbg !23
  %149 = add nsw i32 %14, -1767562579, !dbg !24
  %150 = zext i32 %145 to i64, !dbg !25
  %151 = mul nuw i64 %150, 3449720151, !dbg !25
  %152 = lshr i64 %151, 32, !dbg !25
  %153 = trunc nuw i64 %152 to i32, !dbg !25
  %154 = xor i32 %146, %148, !dbg !25
  %155 = xor i32 %154, %153, !dbg !25
  %156 = zext i32 %139 to i64, !dbg !20
  %157 = mul nuw i64 %156, 3528531795, !dbg !20
  %158 = lshr i64 %157, 32, !dbg !20
  %159 = trunc nuw i64 %158 to i32, !dbg !20
  %160 = xor i32 %147, %149, !dbg !20
  %161 = xor i32 %160, %159, !dbg !20
  %162 = mul i32 %145, -845247145, !dbg !26
  %163 = mul i32 %139, -766435501, !dbg !22
  %164 = icmp slt i32 %13, %1, !dbg !27
  %165 = shl i32 %9, 11, !dbg !28
  %166 = shl nuw nsw i32 %12, 4, !dbg !29
  %167 = or disjoint i32 %166, %165, !dbg !29
  %168 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !30
  %169 = select i1 %164, i32 %167, i32 -2147483648, !dbg !30
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %155, ptr addrspace(8) %168, i32 %169, i32 0, i32 0), !dbg !30
  %170 = or disjoint i32 %167, 4, !dbg !31
  %171 = select i1 %164, i32 %170, i32 -2147483648, !dbg !31
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %162, ptr addrspace(8) %168, i32 %171, i32 0, i32 0), !dbg !31
  %172 = or disjoint i32 %167, 8, !dbg !32
  %173 = select i1 %164, i32 %172, i32 -2147483648, !dbg !32
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %161, ptr addrspace(8) %168, i32 %173, i32 0, i32 0), !dbg !32
  %174 = or disjoint i32 %167, 12, !dbg !11
  %175 = select i1 %164, i32 %174, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %163, ptr addrspace(8) %168, i32 %175, i32 0, i32 0), !dbg !11
  ret void, !dbg !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #4

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!14 = !DILocation(line: 57, column: 19, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "random.py", directory: ".")
!17 = !DILocation(line: 110, column: 12, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 141, column: 22, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 36, column: 14, scope: !15, inlinedAt: !21)
!21 = !DILocation(line: 69, column: 12, scope: !15, inlinedAt: !17)
!22 = !DILocation(line: 38, column: 14, scope: !15, inlinedAt: !21)
!23 = !DILocation(line: 40, column: 14, scope: !15, inlinedAt: !21)
!24 = !DILocation(line: 41, column: 14, scope: !15, inlinedAt: !21)
!25 = !DILocation(line: 35, column: 14, scope: !15, inlinedAt: !21)
!26 = !DILocation(line: 37, column: 14, scope: !15, inlinedAt: !21)
!27 = !DILocation(line: 142, column: 9, scope: !4)
!28 = !DILocation(line: 0, scope: !4)
!29 = !DILocation(line: 143, column: 14, scope: !4)
!30 = !DILocation(line: 143, column: 5, scope: !4)
!31 = !DILocation(line: 144, column: 5, scope: !4)
!32 = !DILocation(line: 145, column: 5, scope: !4)
!33 = !DILocation(line: 138, column: 1, scope: !4)
