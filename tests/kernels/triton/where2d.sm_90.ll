; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @where2d(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %9 = shl i32 %8, 4, !dbg !11
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %11 = lshr i32 %10, 5, !dbg !12
  %12 = and i32 %11, 1, !dbg !12
  %13 = or disjoint i32 %12, %9, !dbg !11
  %14 = or disjoint i32 %13, 2, !dbg !11
  %15 = or disjoint i32 %13, 4, !dbg !11
  %16 = or disjoint i32 %13, 6, !dbg !11
  %17 = or disjoint i32 %13, 8, !dbg !11
  %18 = or disjoint i32 %13, 10, !dbg !11
  %19 = or disjoint i32 %13, 12, !dbg !11
  %20 = or disjoint i32 %13, 14, !dbg !11
  %21 = and i32 %10, 31, !dbg !13
  %22 = icmp slt i32 %13, %2, !dbg !14
  %23 = icmp slt i32 %14, %2, !dbg !14
  %24 = icmp slt i32 %15, %2, !dbg !14
  %25 = icmp slt i32 %16, %2, !dbg !14
  %26 = icmp slt i32 %17, %2, !dbg !14
  %27 = icmp slt i32 %18, %2, !dbg !14
  %28 = icmp slt i32 %19, %2, !dbg !14
  %29 = icmp slt i32 %20, %2, !dbg !14
  %30 = icmp slt i32 %21, %3, !dbg !15
  %31 = and i1 %22, %30, !dbg !16
  %32 = and i1 %23, %30, !dbg !16
  %33 = and i1 %24, %30, !dbg !16
  %34 = and i1 %25, %30, !dbg !16
  %35 = and i1 %26, %30, !dbg !16
  %36 = and i1 %27, %30, !dbg !16
  %37 = and i1 %28, %30, !dbg !16
  %38 = and i1 %29, %30, !dbg !16
  %39 = mul i32 %4, %13, !dbg !17
  %40 = mul i32 %4, %14, !dbg !17
  %41 = mul i32 %4, %15, !dbg !17
  %42 = mul i32 %4, %16, !dbg !17
  %43 = mul i32 %4, %17, !dbg !17
  %44 = mul i32 %4, %18, !dbg !17
  %45 = mul i32 %4, %19, !dbg !17
  %46 = mul i32 %4, %20, !dbg !17
  %47 = sext i32 %39 to i64, !dbg !18
  %48 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %47, !dbg !18
  %49 = sext i32 %40 to i64, !dbg !18
  %50 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %49, !dbg !18
  %51 = sext i32 %41 to i64, !dbg !18
  %52 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %51, !dbg !18
  %53 = sext i32 %42 to i64, !dbg !18
  %54 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %53, !dbg !18
  %55 = sext i32 %43 to i64, !dbg !18
  %56 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %55, !dbg !18
  %57 = sext i32 %44 to i64, !dbg !18
  %58 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %57, !dbg !18
  %59 = sext i32 %45 to i64, !dbg !18
  %60 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %59, !dbg !18
  %61 = sext i32 %46 to i64, !dbg !18
  %62 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %61, !dbg !18
  %63 = zext nneg i32 %21 to i64, !dbg !18
  %64 = getelementptr [4 x i8], ptr addrspace(1) %48, i64 %63, !dbg !18
  %65 = getelementptr [4 x i8], ptr addrspace(1) %50, i64 %63, !dbg !18
  %66 = getelementptr [4 x i8], ptr addrspace(1) %52, i64 %63, !dbg !18
  %67 = getelementptr [4 x i8], ptr addrspace(1) %54, i64 %63, !dbg !18
  %68 = getelementptr [4 x i8], ptr addrspace(1) %56, i64 %63, !dbg !18
  %69 = getelementptr [4 x i8], ptr addrspace(1) %58, i64 %63, !dbg !18
  %70 = getelementptr [4 x i8], ptr addrspace(1) %60, i64 %63, !dbg !18
  %71 = getelementptr [4 x i8], ptr addrspace(1) %62, i64 %63, !dbg !18
  %72 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %64, i1 %31) #2, !dbg !19
  %73 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %65, i1 %32) #2, !dbg !19
  %74 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %66, i1 %33) #2, !dbg !19
  %75 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %67, i1 %34) #2, !dbg !19
  %76 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %68, i1 %35) #2, !dbg !19
  %77 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %69, i1 %36) #2, !dbg !19
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %70, i1 %37) #2, !dbg !19
  %79 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %71, i1 %38) #2, !dbg !19
  %80 = icmp sgt i32 %72, 0, !dbg !20
  %81 = icmp sgt i32 %73, 0, !dbg !20
  %82 = icmp sgt i32 %74, 0, !dbg !20
  %83 = icmp sgt i32 %75, 0, !dbg !20
  %84 = icmp sgt i32 %76, 0, !dbg !20
  %85 = icmp sgt i32 %77, 0, !dbg !20
  %86 = icmp sgt i32 %78, 0, !dbg !20
  %87 = icmp sgt i32 %79, 0, !dbg !20
  %.neg = mul i32 %72, -2, !dbg !21
  %.neg1 = mul i32 %73, -2, !dbg !21
  %.neg2 = mul i32 %74, -2, !dbg !21
  %.neg3 = mul i32 %75, -2, !dbg !21
  %.neg4 = mul i32 %76, -2, !dbg !21
  %.neg5 = mul i32 %77, -2, !dbg !21
  %.neg6 = mul i32 %78, -2, !dbg !21
  %.neg7 = mul i32 %79, -2, !dbg !21
  %88 = select i1 %80, i32 %72, i32 %.neg, !dbg !22
  %89 = select i1 %81, i32 %73, i32 %.neg1, !dbg !22
  %90 = select i1 %82, i32 %74, i32 %.neg2, !dbg !22
  %91 = select i1 %83, i32 %75, i32 %.neg3, !dbg !22
  %92 = select i1 %84, i32 %76, i32 %.neg4, !dbg !22
  %93 = select i1 %85, i32 %77, i32 %.neg5, !dbg !22
  %94 = select i1 %86, i32 %78, i32 %.neg6, !dbg !22
  %95 = select i1 %87, i32 %79, i32 %.neg7, !dbg !22
  %96 = mul i32 %3, %13, !dbg !23
  %97 = mul i32 %3, %14, !dbg !23
  %98 = mul i32 %3, %15, !dbg !23
  %99 = mul i32 %3, %16, !dbg !23
  %100 = mul i32 %3, %17, !dbg !23
  %101 = mul i32 %3, %18, !dbg !23
  %102 = mul i32 %3, %19, !dbg !23
  %103 = mul i32 %3, %20, !dbg !23
  %104 = sext i32 %96 to i64, !dbg !24
  %105 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %104, !dbg !24
  %106 = sext i32 %97 to i64, !dbg !24
  %107 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %106, !dbg !24
  %108 = sext i32 %98 to i64, !dbg !24
  %109 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %108, !dbg !24
  %110 = sext i32 %99 to i64, !dbg !24
  %111 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %110, !dbg !24
  %112 = sext i32 %100 to i64, !dbg !24
  %113 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %112, !dbg !24
  %114 = sext i32 %101 to i64, !dbg !24
  %115 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %114, !dbg !24
  %116 = sext i32 %102 to i64, !dbg !24
  %117 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %116, !dbg !24
  %118 = sext i32 %103 to i64, !dbg !24
  %119 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %118, !dbg !24
  %120 = getelementptr [4 x i8], ptr addrspace(1) %105, i64 %63, !dbg !24
  %121 = getelementptr [4 x i8], ptr addrspace(1) %107, i64 %63, !dbg !24
  %122 = getelementptr [4 x i8], ptr addrspace(1) %109, i64 %63, !dbg !24
  %123 = getelementptr [4 x i8], ptr addrspace(1) %111, i64 %63, !dbg !24
  %124 = getelementptr [4 x i8], ptr addrspace(1) %113, i64 %63, !dbg !24
  %125 = getelementptr [4 x i8], ptr addrspace(1) %115, i64 %63, !dbg !24
  %126 = getelementptr [4 x i8], ptr addrspace(1) %117, i64 %63, !dbg !24
  %127 = getelementptr [4 x i8], ptr addrspace(1) %119, i64 %63, !dbg !24
  %128 = icmp eq i32 %13, %21, !dbg !25
  %129 = icmp eq i32 %14, %21, !dbg !25
  %130 = icmp eq i32 %15, %21, !dbg !25
  %131 = icmp eq i32 %16, %21, !dbg !25
  %132 = icmp eq i32 %17, %21, !dbg !25
  %133 = icmp eq i32 %18, %21, !dbg !25
  %134 = icmp eq i32 %19, %21, !dbg !25
  %135 = icmp eq i32 %20, %21, !dbg !25
  %136 = select i1 %128, i32 1000, i32 %88, !dbg !26
  %137 = select i1 %129, i32 1000, i32 %89, !dbg !26
  %138 = select i1 %130, i32 1000, i32 %90, !dbg !26
  %139 = select i1 %131, i32 1000, i32 %91, !dbg !26
  %140 = select i1 %132, i32 1000, i32 %92, !dbg !26
  %141 = select i1 %133, i32 1000, i32 %93, !dbg !26
  %142 = select i1 %134, i32 1000, i32 %94, !dbg !26
  %143 = select i1 %135, i32 1000, i32 %95, !dbg !26
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %136, ptr addrspace(1) %120, i1 %31) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %137, ptr addrspace(1) %121, i1 %32) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %138, ptr addrspace(1) %122, i1 %33) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %139, ptr addrspace(1) %123, i1 %34) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %140, ptr addrspace(1) %124, i1 %35) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %141, ptr addrspace(1) %125, i1 %36) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %142, ptr addrspace(1) %126, i1 %37) #2, !dbg !27
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %143, ptr addrspace(1) %127, i1 %38) #2, !dbg !27
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "where2d", linkageName: "where2d", scope: !1, file: !1, line: 169, type: !5, scopeLine: 169, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 171, column: 9, scope: !4)
!12 = !DILocation(line: 171, column: 33, scope: !4)
!13 = !DILocation(line: 172, column: 9, scope: !4)
!14 = !DILocation(line: 173, column: 10, scope: !4)
!15 = !DILocation(line: 173, column: 20, scope: !4)
!16 = !DILocation(line: 173, column: 9, scope: !4)
!17 = !DILocation(line: 174, column: 21, scope: !4)
!18 = !DILocation(line: 174, column: 17, scope: !4)
!19 = !DILocation(line: 174, column: 9, scope: !4)
!20 = !DILocation(line: 175, column: 18, scope: !4)
!21 = !DILocation(line: 175, column: 28, scope: !4)
!22 = !DILocation(line: 175, column: 9, scope: !4)
!23 = !DILocation(line: 176, column: 20, scope: !4)
!24 = !DILocation(line: 176, column: 14, scope: !4)
!25 = !DILocation(line: 176, column: 40, scope: !4)
!26 = !DILocation(line: 176, column: 31, scope: !4)
!27 = !DILocation(line: 176, column: 5, scope: !4)
!28 = !DILocation(line: 169, column: 1, scope: !4)
